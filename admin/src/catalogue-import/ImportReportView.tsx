import { useIntl } from 'react-intl';
import { Panel } from '@bloom/ui';
import type { ImportReport, ImportSection } from './importFile.ts';

/** One section of the report: created, changed (with fields) and unchanged. */
function SectionView({ title, section }: { title: string; section: ImportSection }) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, { section: title, ...values });
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <p>
        {say('admin.import.counts', {
          created: section.created.length,
          changed: section.changed.length,
          unchanged: section.unchanged,
        })}
      </p>
      {section.created.length ? (
        <>
          <h4>{say('admin.import.new')}</h4>
          <ul aria-label={say('admin.import.newLabel')}>
            {section.created.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {section.changed.length ? (
        <>
          <h4>{say('admin.import.changed')}</h4>
          <ul aria-label={say('admin.import.changedLabel')}>
            {section.changed.map((change) => {
              const name = change.name ?? change.code ?? '';
              return (
                <li key={name}>
                  {name}: <span lang="en">{change.fields.join(', ')}</span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** What an import would do (a dry run) or did. */
export function ImportReportView({ report }: { /** The api's report. */ report: ImportReport }) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  return (
    <Panel title={say(report.dryRun ? 'admin.import.wouldDo' : 'admin.import.did')}>
      <SectionView title={say('admin.import.products')} section={report.products} />
      {report.coupons ? (
        <SectionView title={say('admin.import.coupons')} section={report.coupons} />
      ) : null}
    </Panel>
  );
}
