import { Panel } from '@bloom/ui';
import type { ImportReport, ImportSection } from './importFile.ts';

/** One section of the report: created, changed (with fields) and unchanged. */
function SectionView({ title, section }: { title: string; section: ImportSection }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <p>
        {section.created.length} new, {section.changed.length} changed, {section.unchanged}{' '}
        unchanged.
      </p>
      {section.created.length ? (
        <>
          <h4>New</h4>
          <ul aria-label={`${title}: new`}>
            {section.created.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {section.changed.length ? (
        <>
          <h4>Changed</h4>
          <ul aria-label={`${title}: changed`}>
            {section.changed.map((change) => {
              const name = change.name ?? change.code ?? '';
              return (
                <li key={name}>
                  {name}: {change.fields.join(', ')}
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
  return (
    <Panel title={report.dryRun ? 'What the import would do' : 'What the import did'}>
      <SectionView title="Products" section={report.products} />
      {report.coupons ? <SectionView title="Coupons" section={report.coupons} /> : null}
    </Panel>
  );
}
