/**
 * Photo uploads: JPEG, PNG and WebP read by their bytes, stored as WebP with WebP and AVIF
 * variants served with a year-long cache; SVG, other files, files over 8 MB and image bombs
 * refused with a sentence, never a 500, and without a file written. The seed's SVG illustrations
 * keep being served.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';
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
    for (const [url, format, width] of [
      [`${base}.webp`, 'webp', 1200],
      [`${base}-320.webp`, 'webp', 320],
      [`${base}-640.avif`, 'heif', 640],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format, width });
    }
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

  it('takes PNG and WebP too, the type read from the bytes whatever the name says', async () => {
    for (const format of ['png', 'webp'] as const) {
      const reply = await upload(await photo(300, 200, format), 'image/jpeg');
      expect(reply.statusCode, reply.body).toBe(201);
      expect(reply.json().image).toMatchObject({
        width: 300,
        height: 200,
        srcSet: expect.any(String),
      });
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
