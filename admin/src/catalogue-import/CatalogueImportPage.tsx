import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Cluster, FormMessage, Page, Panel, Stack, TextArea, toast } from '@bloom/ui';
import { useSentence } from '../i18n/useSentence.ts';
import { PermissionGuard } from '../layout/permissions.tsx';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { ImportReportView } from './ImportReportView.tsx';
import type { importTargets } from './importFile.ts';
import { importFile, ImportRefusal, type ImportReport } from './importFile.ts';
import { importRefusalSentence } from './importRefusal.ts';

/** Props of {@link ImportPanel}. */
interface ImportPanelProps {
  /** JSON (the catalogue file) or CSV (products). */
  kind: keyof typeof importTargets;
  /** The panel's title. */
  title: string;
  /** What the file is. */
  description: string;
  /** Whether the text may also be pasted. */
  paste: boolean;
}

/**
 * One import: a file chosen (or pasted), tried first (a dry run lists what would be created and
 * changed), then applied as tried. A refused file is said naming the entry, or the row and
 * column, with the api's sentence (`importRefusalSentence`); nothing is written then.
 */
function ImportPanel({ kind, title, description, paste }: ImportPanelProps) {
  const intl = useIntl();
  const sentence = useSentence();
  const say = (id: string) => intl.formatMessage({ id });
  const fileId = useId();
  const [text, setText] = useState('');
  const [report, setReport] = useState<ImportReport>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (dryRun: boolean) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const answer = await importFile(kind, text, dryRun);
      setReport(answer);
      if (!dryRun) toast.success(say('admin.import.applied'));
    } catch (error) {
      setReport(undefined);
      if (error instanceof ImportRefusal) {
        setRefusal(importRefusalSentence(error, intl));
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      // importFile's own sentences are ids ("admin.import.failed 502": the status after it).
      const [id = '', status = ''] = message.split(' ');
      setRefusal(sentence(id.startsWith('admin.') ? id : message, { status }));
    } finally {
      setBusy(false);
    }
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setText(await file.text());
    // A new file is tried afresh before it can be applied.
    setReport(undefined);
    setRefusal(undefined);
  };

  return (
    <Panel title={title}>
      <Stack>
        <p>{description}</p>
        <div>
          <label htmlFor={fileId}>
            {say(kind === 'json' ? 'admin.import.jsonFile' : 'admin.import.csvFile')}
          </label>{' '}
          <input
            id={fileId}
            type="file"
            accept={kind === 'json' ? '.json,application/json' : '.csv,text/csv'}
            onChange={(event) => void choose(event)}
          />
        </div>
        {paste ? (
          <TextArea
            label={say('admin.import.paste')}
            rows={8}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setReport(undefined);
            }}
          />
        ) : null}
        {refusal ? <FormMessage variant="error">{refusal}</FormMessage> : null}
        <Cluster>
          <Button
            variant="secondary"
            loading={busy}
            disabled={!text.trim()}
            onClick={() => void run(true)}
          >
            {say('admin.import.try')}
          </Button>
          {report?.dryRun ? (
            <Button loading={busy} onClick={() => void run(false)}>
              {say('admin.import.apply')}
            </Button>
          ) : null}
        </Cluster>
        {report ? <ImportReportView report={report} /> : null}
      </Stack>
    </Panel>
  );
}

/** /admin/catalogue: the catalogue JSON and products CSV imports, and the CSV export. */
export function CatalogueImportPage() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const title = say('admin.import.title');
  useScreenTitle(title);
  return (
    <Page
      title={title}
      description={say('admin.import.description')}
      actions={
        <PermissionGuard permission="EXPORT">
          <Button asChild variant="outline">
            <a href="/admin/products.csv" download>
              {say('admin.import.export')}
            </a>
          </Button>
        </PermissionGuard>
      }
    >
      <ImportPanel
        kind="json"
        title={say('admin.import.jsonTitle')}
        description={say('admin.import.jsonDescription')}
        paste
      />
      <ImportPanel
        kind="csv"
        title={say('admin.import.csvTitle')}
        description={say('admin.import.csvDescription')}
        paste={false}
      />
    </Page>
  );
}
