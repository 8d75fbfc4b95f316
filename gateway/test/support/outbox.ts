/**
 * Reads the api's mail outbox (BLOOM_DATA_DIR/outbox, one .eml per message when SMTP_URL is
 * unset), the way a developer reads a reset code locally.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The newest 6-digit code mailed to `email`, waiting briefly for the mail to be written. */
export async function latestResetCode(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const mails = await Promise.all(
      files
        .filter((file) => file.endsWith('.eml'))
        .map((file) => readFile(join(outbox, file), 'utf8')),
    );
    const codes = mails
      .filter((mail) => mail.toLowerCase().includes(email.toLowerCase()))
      .map((mail) => /\b(\d{6})\b/.exec(mail.replace(/=\r?\n/g, ''))?.[1])
      .filter((code): code is string => code !== undefined);
    const code = codes.at(-1);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset code mailed to ${email} in ${outbox}`);
}
