/**
 * Catalogue files go to the back office as their raw text (a GraphQL request holds at most
 * 100 KB): `POST /admin/catalogue.json` and `POST /admin/products.csv`, each with
 * `?dryRun=true` to see what would change and `?dryRun=false` to apply it in one transaction.
 */

/** What was (or would be) created and changed, for products or coupons. */
export interface ImportSection {
  /** Names (products) or codes (coupons) created. */
  created: string[];
  /** Those changed, with the fields that change. */
  changed: { name?: string; code?: string; fields: string[] }[];
  /** How many stay as they are. */
  unchanged: number;
}

/** The import's report. */
export interface ImportReport {
  /** True when nothing was written. */
  dryRun: boolean;
  /** The products. */
  products: ImportSection;
  /** The coupons (the JSON file's; none for CSV). */
  coupons?: ImportSection;
}

/** The kinds of file, and where each goes. */
export const importTargets = {
  json: { path: '/admin/catalogue.json', contentType: 'application/json' },
  csv: { path: '/admin/products.csv', contentType: 'text/csv' },
} as const;

/** The api's refusal of a file: its HTTP status and its sentence (English, as the api wrote it). */
export class ImportRefusal extends Error {
  /** The HTTP status: 400 for a file the api's rules refuse. */
  readonly status: number;

  constructor(status: number, words: string) {
    super(words);
    this.name = 'ImportRefusal';
    this.status = status;
  }
}

/**
 * Sends `text` as a catalogue file of `kind`; throws an {@link ImportRefusal} with the api's
 * sentence, or an Error with a catalogue id (`admin.import.unreachable`, `admin.import.failed`
 * with the status after a space) when the api said none, for the screen to say in its language.
 */
export async function importFile(
  kind: keyof typeof importTargets,
  text: string,
  dryRun: boolean,
): Promise<ImportReport> {
  const target = importTargets[kind];
  let response: Response;
  try {
    response = await fetch(`${target.path}?dryRun=${dryRun}`, {
      method: 'POST',
      headers: { 'content-type': target.contentType },
      body: text,
      credentials: 'same-origin',
    });
  } catch {
    throw new Error('admin.import.unreachable');
  }
  const answer = (await response.json().catch(() => null)) as
    (ImportReport & { error?: string }) | null;
  if (!response.ok || !answer || answer.error) {
    if (answer?.error) throw new ImportRefusal(response.status, answer.error);
    throw new Error(`admin.import.failed ${response.status}`);
  }
  return answer;
}
