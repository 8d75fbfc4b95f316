import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { shop } from '../shop.ts';

/** One plain-text message. */
export interface MailMessage {
  /** Recipient address. */
  to: string;
  /** Subject line. */
  subject: string;
  /** Plain-text body. */
  text: string;
}

/** Sends the shop's mail. */
export interface Mailer {
  /** Sends one message; resolves when it is handed over (SMTP) or written (outbox). */
  send(message: MailMessage): Promise<void>;
}

/** How the outbox mailer reports each message it writes. */
export type MailLog = (line: string) => void;

/**
 * A shopper's text as a quoted block, every line behind `> `, so nothing they wrote (a line
 * reading "Bcc: ..." or "From: the shop") can pass for the mail's own lines.
 */
export function quoted(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

const from = () => `"${shop.name}" <${shop.email}>`;

/** Sends through an SMTP server (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: from(), ...message });
    },
  };
}

/**
 * Writes each message as an .eml file into `outboxDir` and logs one line, so a developer without
 * an SMTP server can read the reset codes and order mails the shop sends.
 */
export function createOutboxMailer(outboxDir: string, log: MailLog): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: from(), ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log(`mail to ${message.to} "${message.subject}" written to ${file}`);
    },
  };
}
