/**
 * Product photo uploads: the type read from the bytes (JPEG, PNG or WebP; SVG refused, a script
 * can hide in one), a size and pixel limit (an image bomb is refused from its header before it
 * is decoded), then the WebP original encoded in memory and only then written, so a refused or
 * failed upload leaves no file behind. Its smaller sizes and AVIFs take seconds more: the
 * caller queues them (variant-queue.ts) once this has answered.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { badRequest, HttpError } from '../http/errors.ts';
import { writeFileAtomically } from './variant-queue.ts';
import { maxStoredWidth, uploadName, uploadsFolder } from './variants.ts';

/** Largest upload accepted, in bytes (8 MB). */
export const maxUploadBytes = 8 * 1024 * 1024;

/** Most pixels an upload may hold (40 megapixels): larger ones are refused as image bombs. */
export const maxUploadPixels = 40_000_000;

/** The sentence for an upload over 8 MB. */
export const tooLargeSentence = 'The image is larger than 8 MB.';

/** Said of an SVG, sent as one or found in the bytes. */
export const svgSentence = 'SVG images are not accepted: upload a JPEG, PNG or WebP photo.';

const notAnImage = () => badRequest('This file is not a JPEG, PNG or WebP image.');

/** The photo format the first bytes announce, or undefined. */
export function sniffFormat(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

/** Whether the bytes read as an SVG (or other XML) document. */
const looksLikeSvg = (bytes: Buffer) =>
  /^(\ufeff)?\s*<(\?xml|svg|!doctype svg|!--)/i.test(bytes.subarray(0, 512).toString('utf8')) ||
  /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'));

/**
 * Checks and stores an uploaded photo under `uploadsDir`; answers its stored name
 * (`u/<id>_<w>x<h>.webp`). Throws a 400/413 HttpError for anything refused.
 */
export async function storeUpload(bytes: Buffer, uploadsDir: string): Promise<string> {
  if (bytes.length > maxUploadBytes) throw new HttpError(413, tooLargeSentence);
  if (bytes.length === 0) throw badRequest('The upload is empty: send the photo’s bytes.');
  const format = sniffFormat(bytes);
  if (!format) {
    if (looksLikeSvg(bytes)) {
      throw badRequest(svgSentence);
    }
    throw notAnImage();
  }
  const options = { limitInputPixels: maxUploadPixels, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    // The header alone (no pixel limit here: the limit is checked just below, with a sentence).
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format !== format) {
    throw notAnImage();
  }
  const { width = 0, height = 0 } = metadata;
  // Read from the header alone: a bomb is refused before a single pixel is decoded.
  if (width * height > maxUploadPixels || width === 0 || height === 0) {
    throw badRequest('This image is too large: at most 40 megapixels.');
  }
  let original: { data: Buffer; info: OutputInfo };
  try {
    // Turned upright by its EXIF orientation, and its metadata (location…) dropped.
    original = await sharp(bytes, options)
      .rotate()
      .resize({ width: maxStoredWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A truncated or corrupt file fails while decoding: still the uploader's file, not our bug.
    throw notAnImage();
  }
  const stored = uploadName(
    randomBytes(16).toString('hex'),
    original.info.width,
    original.info.height,
  );
  await mkdir(path.join(uploadsDir, uploadsFolder), { recursive: true });
  await writeFileAtomically(path.join(uploadsDir, stored), original.data);
  return stored;
}
