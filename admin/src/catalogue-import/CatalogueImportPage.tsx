import { useId, useState, type ChangeEvent } from 'react';
import { Button, Cluster, FormMessage, Page, Panel, Stack, TextArea, toast } from '@bloom/ui';
import { PermissionGuard } from '../layout/permissions.tsx';
import { useScreenTitle } from '../layout/useScreenTitle.ts';
import { ImportReportView } from './ImportReportView.tsx';
import type { importTargets } from './importFile.ts';
import { importFile, type ImportReport } from './importFile.ts';

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
 * changed), then applied as tried. A refused file is said with the api's sentence naming the
 * entry, row or column; nothing is written then.
 */
function ImportPanel({ kind, title, description, paste }: ImportPanelProps) {
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
      if (!dryRun) toast.success('The import is applied.');
    } catch (error) {
      setReport(undefined);
      setRefusal(error instanceof Error ? error.message : String(error));
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
            {kind === 'json' ? 'Catalogue JSON file' : 'Products CSV file'}
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
            label="Or paste the catalogue JSON"
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
            Try it (dry run)
          </Button>
          {report?.dryRun ? (
            <Button loading={busy} onClick={() => void run(false)}>
              Apply the import
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
  useScreenTitle('Import and export');
  return (
    <Page
      title="Import and export"
      description="Every import is tried first: nothing changes until you apply it, and one bad entry refuses the whole file."
      actions={
        <PermissionGuard permission="EXPORT">
          <Button asChild variant="outline">
            <a href="/admin/products.csv" download>
              Export products (CSV)
            </a>
          </Button>
        </PermissionGuard>
      }
    >
      <ImportPanel
        kind="json"
        title="Catalogue JSON"
        description="The catalogue file the command line reads (products and coupons)."
        paste
      />
      <ImportPanel
        kind="csv"
        title="Products CSV"
        description="One product a row with a header row, the columns of the export (name, description, category, subcategory, price, sale_price, stock, low_stock_threshold, published, latest, image, image_alt, ingredients, free_from, skin_types, bundle_contents); lists joined by ' | '."
        paste={false}
      />
    </Page>
  );
}
