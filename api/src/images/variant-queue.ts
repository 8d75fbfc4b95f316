/**
 * The smaller sizes and the AVIFs of uploaded photos, made after the upload has answered (an AVIF
 * takes seconds, the WebP original a fraction of one). One upload at a time, one file at a time,
 * in the order asked, so the work takes one core of the api's and the shop's requests keep the
 * rest (sharp's own thread pool is 1 on glibc Linux, the image's Debian included). Each file is
 * written through a temporary name and renamed, so a half-written one is never served; files
 * already there are skipped, so asking again finishes what a crash or a shutdown left undone.
 * Until a file exists, routes.ts serves the nearest one that does.
 */
import { randomBytes } from 'node:crypto';
import { access, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { derivedFiles, uploadsFolder, type DerivedFile } from './variants.ts';

/** How long a shutdown waits for the file being encoded before leaving it unfinished. */
export const closeWaitMs = 2000;

/** A temporary file this old was left by a process that stopped midway. */
const staleTemporaryMs = 60 * 60 * 1000;

/** Writes `bytes` to `target` through a temporary name, so readers see all of it or nothing. */
export async function writeFileAtomically(target: string, bytes: Buffer): Promise<void> {
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

/**
 * Removes the temporary files a stopped process left in `uploadsDir` (older than an hour, so
 * another api process's file being written is left alone). They are never served either way.
 */
export async function removeStaleTemporaries(uploadsDir: string): Promise<void> {
  const folder = path.join(uploadsDir, uploadsFolder);
  for (const entry of await readdir(folder)) {
    if (!entry.endsWith('.tmp')) continue;
    const file = path.join(folder, entry);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > staleTemporaryMs) await unlink(file).catch(() => {});
  }
}

/** The background maker of uploads' derived files (one per api process). */
export interface VariantQueue {
  /**
   * Queues the missing derived files of the upload stored as `file` (once, however often asked
   * while it waits); resolves when they exist, or when a shutdown left them. Never rejects: a
   * failure is logged, and the next request for one of its files asks again.
   */
  add(file: string): Promise<void>;
  /**
   * Stops: uploads not started are left (a request for one of their files queues them again
   * in the next process), and the file being encoded is waited for up to {@link closeWaitMs}.
   */
  close(): Promise<void>;
}

const encode = (source: Buffer, { width, format }: DerivedFile) => {
  const image = width === undefined ? sharp(source) : sharp(source).resize({ width });
  return format === 'webp'
    ? image.webp({ quality: 80 }).toBuffer()
    : image.avif({ quality: 55 }).toBuffer();
};

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A queue writing under `uploadsDir`, logging failures to `log`. */
export function createVariantQueue(uploadsDir: string, log: FastifyBaseLogger): VariantQueue {
  const waiting = new Map<string, Promise<void>>();
  let tail: Promise<void> = Promise.resolve();
  let current: Promise<void> = Promise.resolve();
  let closing = false;
  // Set when a shutdown stopped waiting: the process may exit at any moment, so no write starts.
  let abandoned = false;

  async function makeOne(source: Buffer, derived: DerivedFile, target: string): Promise<void> {
    const bytes = await encode(source, derived);
    if (!abandoned) await writeFileAtomically(target, bytes);
  }

  async function make(file: string): Promise<void> {
    const source = await readFile(path.join(uploadsDir, file)).catch(() => undefined);
    if (!source) return;
    for (const derived of derivedFiles(file)) {
      const target = path.join(uploadsDir, derived.name);
      if (await exists(target)) continue;
      if (closing) return;
      current = makeOne(source, derived, target);
      await current;
    }
  }

  return {
    add(file) {
      const queued = waiting.get(file);
      if (queued) return queued;
      if (closing) return Promise.resolve();
      const done = tail
        .then(() => make(file))
        .catch((error: unknown) =>
          log.error({ err: error, file }, 'making an upload’s sizes failed'),
        )
        .finally(() => waiting.delete(file));
      waiting.set(file, done);
      tail = done;
      return done;
    },
    async close() {
      closing = true;
      const finished = await Promise.race([
        current.then(
          () => true,
          () => true,
        ),
        sleep(closeWaitMs, false, { ref: false }),
      ]);
      abandoned = !finished;
    },
  };
}
