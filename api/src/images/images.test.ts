/**
 * Photo uploads: JPEG, PNG and WebP read by their bytes, stored as WebP and answered at once,
 * with WebP and AVIF variants made after and served with a year-long cache; until a variant is
 * made it answers with a usable photo that nobody caches, and a shutdown or a crash that left
 * one unmade is finished when it is asked for. SVG, other files, files over 8 MB and image bombs
 * refused with a sentence, never a 500, and without a file written. The seed's SVG
 * illustrations keep being served.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAppOver, useTestApp } from '../../test/helpers.ts';
import { call, signedInStaff, type TestStaff } from '../../test/staff.ts';

const uploadsDir = await mkdtemp(path.join(tmpdir(), 'bloom-uploads-'));
const t = useTestApp({ uploadsDir });

let manager: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  [manager, support] = await Promise.all([
    signedInStaff(t.app, t.db, 'manager'),
    signedInStaff(t.app, t.db, 'support'),
  ]);
});

const upload = (payload: Buffer, contentType: string, cookie = manager.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { 'content-type': contentType, cookie },
    payload,
  });

const stored = async () => (await readdir(path.join(uploadsDir, 'u'))).sort();

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 150 } } })
    .toFormat(format)
    .toBuffer();

/** A photo with grain, which AVIF takes seconds over (a flat colour takes it no time). */
const grainyPhoto = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      noise: { type: 'gaussian', mean: 140, sigma: 12 },
      background: '#000',
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/** What the upload route answers of a photo. */
interface Uploaded {
  file: string;
  url: string;
  width: number;
  srcSet: string;
  avifSrcSet: string;
}

/** Every URL a page may ask for a photo: its srcset's and its AVIF srcset's, each with its width. */
const candidates = (image: Uploaded) =>
  [image.srcSet, image.avifSrcSet].flatMap((set) =>
    set.split(', ').map((candidate) => {
      const [url, width] = candidate.split(' ');
      return { url: url!, width: Number.parseInt(width!, 10) };
    }),
  );

const longCache = 'public, max-age=31536000, immutable';

/** What a browser would draw from `url`: status, cache, and the photo's format and width. */
async function served(url: string) {
  const reply = await t.app.inject({ method: 'GET', url });
  const metadata = reply.statusCode === 200 ? await sharp(reply.rawPayload).metadata() : undefined;
  return {
    status: reply.statusCode,
    cache: reply.headers['cache-control'],
    format: metadata?.format,
    width: metadata?.width,
  };
}

/** Waits until every candidate of `image` is its own file, served with the long cache. */
async function untilMade(image: Uploaded) {
  for (const { url, width } of candidates(image)) {
    await vi.waitFor(
      async () => {
        expect(await served(url)).toEqual({
          status: 200,
          cache: longCache,
          format: url.endsWith('.avif') ? 'heif' : 'webp',
          width,
        });
      },
      { timeout: 90_000, interval: 100 },
    );
  }
}

/** A real small PNG whose header then claims `width` × `height` (CRC fixed): an image bomb. */
async function bomb(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await photo(8, 8, 'png'));
  // Signature (8), IHDR length (4), "IHDR" (4), then width and height, then the chunk's CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('photo uploads', () => {
  it('stores a JPEG as WebP with WebP and AVIF variants, served with a long cache', async () => {
    const reply = await upload(await photo(1200, 800, 'jpeg'), 'image/jpeg');
    expect(reply.statusCode, reply.body).toBe(201);
    const image = reply.json().image;
    expect(image).toMatchObject({ width: 1200, height: 800, type: 'image/webp', alt: '' });
    expect(image.file).toMatch(/^u\/[a-f0-9]{32}_1200x800\.webp$/);
    const base = image.url.replace(/\.webp$/, '');
    expect(image.srcSet).toBe(
      `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1024.webp 1024w, ${base}.webp 1200w`,
    );
    expect(image.avifSrcSet).toBe(
      `${base}-320.avif 320w, ${base}-640.avif 640w, ${base}-1024.avif 1024w, ${base}.avif 1200w`,
    );
    await untilMade(image);
    // A product can be saved with it.
    const product = await call(t.app, 'POST', '/api/admin/products', {
      cookie: manager.cookie,
      body: {
        name: 'Uploaded Photo Serum',
        category: 'Skincare',
        price: 900,
        image: { file: image.file, alt: 'A pink bottle' },
      },
    });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json().product.image).toMatchObject({
      alt: 'A pink bottle',
      srcSet: image.srcSet,
    });
  });

  it('answers once the WebP is stored; each variant not made yet is a usable photo nobody caches', async () => {
    const reply = await upload(await grainyPhoto(800, 600), 'image/jpeg');
    expect(reply.statusCode, reply.body).toBe(201);
    const image: Uploaded = reply.json().image;
    const base = image.url.replace(/\.webp$/, '');
    // The original is there as the answer comes; the full-size AVIF, made last, is not yet.
    expect(existsSync(path.join(uploadsDir, image.file))).toBe(true);
    expect(existsSync(path.join(uploadsDir, image.file.replace(/\.webp$/, '.avif')))).toBe(false);
    expect(await served(image.url)).toEqual({
      status: 200,
      cache: longCache,
      format: 'webp',
      width: 800,
    });
    // Meanwhile the full-size AVIF is the original WebP (a browser draws it whatever the
    // <source>'s type said), kept by no cache so the AVIF replaces it once made.
    expect(await served(`${base}.avif`)).toEqual({
      status: 200,
      cache: 'no-store',
      format: 'webp',
      width: 800,
    });
    // Every candidate a page may ask for is a photo now, its own or a stand-in nobody keeps.
    for (const { url } of candidates(image)) {
      const now = await served(url);
      expect(now.status, url).toBe(200);
      expect(now.format, url).toMatch(/^(webp|heif)$/);
      if (now.cache !== longCache) expect(now.cache, url).toBe('no-store');
    }
    await untilMade(image);
  }, 120_000);

  it('makes again, when asked, a variant a crash or a shutdown left unmade', async () => {
    const image: Uploaded = (await upload(await photo(700, 500, 'png'), 'image/png')).json().image;
    await untilMade(image);
    const base = image.url.replace(/\.webp$/, '');
    // As a process stopped midway leaves it: the original, some variants, not this one.
    await unlink(path.join(uploadsDir, image.file.replace(/\.webp$/, '-640.avif')));
    expect(await served(`${base}-640.avif`)).toEqual({
      status: 200,
      cache: 'no-store',
      format: 'webp',
      width: 640,
    });
    await untilMade(image);

    // A process shut down right after an upload leaves no half-written file, and the next
    // one finishes the variants when one is asked for.
    const stopping = await buildAppOver(t, { uploadsDir });
    const left: Uploaded = (
      await stopping.inject({
        method: 'POST',
        url: '/api/admin/images',
        headers: { 'content-type': 'image/jpeg', cookie: manager.cookie },
        payload: await grainyPhoto(700, 500),
      })
    ).json().image;
    await stopping.close();
    expect((await stored()).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect((await served(left.url)).cache).toBe(longCache);
    expect((await served(left.url.replace(/\.webp$/, '.avif'))).status).toBe(200);
    await untilMade(left);
  }, 120_000);

  it('answers 404 for a variant of no upload, or a width an upload does not get', async () => {
    const image: Uploaded = (await upload(await photo(400, 300, 'png'), 'image/png')).json().image;
    await untilMade(image);
    const base = image.url.replace(/\.webp$/, '');
    const other = base.replace(/[a-f0-9]{32}/, 'f'.repeat(32));
    for (const url of [
      `${other}.webp`,
      `${other}.avif`,
      `${other}-320.webp`,
      `${base}-640.webp`,
      `${base}-321.avif`,
      `${base}.webp.1a2b3c4d.tmp`,
    ]) {
      expect((await served(url)).status, url).toBe(404);
    }
  });

  it('takes PNG and WebP too, the type read from the bytes whatever the name says', async () => {
    for (const format of ['png', 'webp'] as const) {
      const reply = await upload(await photo(300, 200, format), 'image/jpeg');
      expect(reply.statusCode, reply.body).toBe(201);
      expect(reply.json().image).toMatchObject({
        width: 300,
        height: 200,
        srcSet: expect.any(String),
      });
      await untilMade(reply.json().image);
    }
  });

  it('refuses SVG, other files, over 8 MB and image bombs with a sentence, writing nothing', async () => {
    const before = await stored();
    const cases: [Buffer, string, number, string][] = [
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
        415,
        'SVG images are not accepted: upload a JPEG, PNG or WebP photo.',
      ],
      [
        await photo(10, 10, 'png'),
        'text/plain',
        415,
        'Send the photo as a JPEG, PNG or WebP image (Content-Type: image/jpeg, image/png or image/webp).',
      ],
      [
        await photo(10, 10, 'png'),
        'application/octet-stream',
        415,
        'Send the photo as a JPEG, PNG or WebP image (Content-Type: image/jpeg, image/png or image/webp).',
      ],
      [
        Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/png',
        400,
        'SVG images are not accepted: upload a JPEG, PNG or WebP photo.',
      ],
      [
        Buffer.from('%PDF-1.7 not a photo'),
        'image/jpeg',
        400,
        'This file is not a JPEG, PNG or WebP image.',
      ],
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100, 7)]),
        'image/jpeg',
        400,
        'This file is not a JPEG, PNG or WebP image.',
      ],
      [
        await bomb(50_000, 50_000),
        'image/png',
        400,
        'This image is too large: at most 40 megapixels.',
      ],
      [
        Buffer.concat([await photo(10, 10, 'jpeg'), Buffer.alloc(8 * 1024 * 1024)]),
        'image/jpeg',
        413,
        'The image is larger than 8 MB.',
      ],
      [Buffer.alloc(0), 'image/png', 400, 'The upload is empty: send the photo’s bytes.'],
    ];
    for (const [bytes, type, status, error] of cases) {
      const reply = await upload(bytes, type);
      expect(reply.statusCode, error).toBe(status);
      expect(reply.json()).toEqual({ error });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses support (403) and a caller without a staff session (401)', async () => {
    const bytes = await photo(50, 50, 'png');
    const refused = await upload(bytes, 'image/png', support.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'Your role (support) does not have the catalog:write permission.',
    );
    expect((await upload(bytes, 'image/png', '')).statusCode).toBe(401);
  });

  it('keeps serving the seed SVG illustrations', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/images/almond-milk-body-lotion.svg' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
