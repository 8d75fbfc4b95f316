/**
 * The service as a process: `src/main.ts` with its environment, over real HTTP on loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

let child: ChildProcess;
let baseUrl: string;
let dataDir: string;
let stdout = '';
let stderr = '';

async function start(): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    // No DATABASE_URL: the embedded database in a throwaway data folder.
    env: {
      ...process.env,
      DATABASE_URL: '',
      API_PORT: '0',
      BLOOM_DATA_DIR: dataDir,
      // Production with request logs on: they must all go to stderr, never between stdout lines.
      NODE_ENV: 'production',
      // Production drains 5 s at SIGTERM by default; this test stops it at once.
      SHUTDOWN_DRAIN_MS: '0',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      STAFF_TOTP_KEY: '5eed'.repeat(16),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /api listening on (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`api exited with ${code} before listening`)));
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bloom-api-main-'));
  baseUrl = await start();
}, 60_000);

afterAll(async () => {
  // Wait for the exit: PGlite still writes its files while it shuts down.
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('api process', () => {
  it('prints exactly one listening line and answers health and the seeded catalogue over HTTP', async () => {
    expect(stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^api listening on http:\/\/127\.0\.0\.1:\d+$/),
    ]);
    const health = await fetch(`${baseUrl}/api/health`);
    expect(await health.json()).toEqual({ ok: true });
    const products = await fetch(`${baseUrl}/api/products/getProducts?category=All&page=1`, {
      method: 'POST',
    });
    const body = (await products.json()) as {
      productData: { image: { downloadURL: string } }[];
      totalPages: number;
    };
    expect(body.productData).toHaveLength(15);
    expect(body.totalPages).toBeGreaterThanOrEqual(4);
    const image = await fetch(`${baseUrl}${body.productData[0]!.image.downloadURL}`);
    expect(image.status).toBe(200);
    // The request log is written as the reply ends: wait for it, then stdout must be unchanged.
    await expect.poll(() => stderr, { timeout: 10_000 }).toContain('"msg":"request completed"');
    expect(stdout.trim().split('\n')).toHaveLength(1);
  });

  it('writes mail to the outbox when no SMTP_URL is set', async () => {
    const reply = await fetch(`${baseUrl}/api/contact/createContact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Outbox', email: 'outbox@example.com', phone: '03001234567' }),
    });
    expect(reply.status).toBe(201);
    // The mail is written after the reply: wait for it as a reader of the outbox would.
    await expect
      .poll(
        async () =>
          (await readdir(path.join(dataDir, 'outbox')).catch(() => [])).some((file) =>
            file.endsWith('.eml'),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
  });

  it('closes cleanly on SIGTERM and starts again on the same data without reseeding', async () => {
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    stdout = '';
    baseUrl = await start();
    const reply = await fetch(`${baseUrl}/api/products/getProducts?category=Bundle`, {
      method: 'POST',
    });
    const body = (await reply.json()) as { productData: { name: string }[] };
    const names = body.productData.map((product) => product.name);
    expect(new Set(names).size).toBe(names.length);
  }, 60_000);
});

describe('a production start without STAFF_TOTP_KEY', () => {
  it('refuses before touching the database, with a sentence saying why', async () => {
    const { STAFF_TOTP_KEY: _key, ...env } = process.env;
    const refused = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { ...env, NODE_ENV: 'production', DATABASE_URL: '', API_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    refused.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    refused.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => refused.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('api: STAFF_TOTP_KEY is not set');
    expect(output).not.toContain('listening');
  }, 60_000);
});
