/**
 * Uploaded photos' file names and their responsive variants. The name carries everything a
 * reader needs (`u/<id>_<width>x<height>.webp`), so a product's srcset is derived from its
 * stored file name without another query; seed illustrations (SVG) have none.
 */

/**
 * Widths of the WebP and AVIF variants made of every upload (those below its own width), beside
 * the full-size WebP and AVIF.
 */
export const variantWidths = [320, 640, 1024] as const;

/** Widest stored original: larger photos are scaled down to it. */
export const maxStoredWidth = 1600;

/** The folder under the api's images path (and under the uploads directory) uploads live in. */
export const uploadsFolder = 'u';

const uploaded = /^u\/([a-f0-9]{32})_(\d{1,5})x(\d{1,5})\.webp$/;

/** What an uploaded file's name says: its id and size; undefined for any other file. */
export function parseUploadName(
  file: string,
): { id: string; width: number; height: number } | undefined {
  const match = uploaded.exec(file);
  if (!match) return undefined;
  return { id: match[1]!, width: Number(match[2]), height: Number(match[3]) };
}

/** The stored name of an upload `id` of `width` × `height`. */
export const uploadName = (id: string, width: number, height: number) =>
  `${uploadsFolder}/${id}_${width}x${height}.webp`;

/** The variant widths an image `width` wide gets. */
export const widthsFor = (width: number) => variantWidths.filter((each) => each < width);

/** The file name of the `format` variant `width` wide of the upload stored as `file`. */
export const variantName = (file: string, width: number, format: 'webp' | 'avif') =>
  file.replace(/\.webp$/, `-${width}.${format}`);

/** A file made from an upload after it is stored: a smaller size, or an AVIF. */
export interface DerivedFile {
  /** Its name under the uploads directory (`u/<id>_<w>x<h>-320.avif`). */
  name: string;
  /** The width it is scaled to; undefined for the upload's own size. */
  width?: number;
  /** Its format. */
  format: 'webp' | 'avif';
}

/**
 * Every file made from the upload stored as `file`, in the order they are made: the WebP sizes
 * first (quick to encode, and what a fallback for a missing AVIF of the same width serves), then
 * the AVIFs from the smallest (a phone's) to the full size.
 */
export function derivedFiles(file: string): DerivedFile[] {
  const upload = parseUploadName(file);
  if (!upload) return [];
  const sized = (format: DerivedFile['format']) =>
    widthsFor(upload.width).map((width): DerivedFile => ({
      name: variantName(file, width, format),
      width,
      format,
    }));
  return [
    ...sized('webp'),
    ...sized('avif'),
    { name: file.replace(/\.webp$/, '.avif'), format: 'avif' },
  ];
}

const storedName = /^(u\/[a-f0-9]{32}_\d{1,5}x\d{1,5})(?:-\d{1,5})?\.(?:webp|avif)$/;

/**
 * What a name under the uploads directory is: the upload `file` it was made from and, for a
 * derived file, which one; undefined for a name no upload has (a width it does not get, `.tmp`).
 */
export function parseStoredName(
  name: string,
): { file: string; derived: DerivedFile | undefined } | undefined {
  const match = storedName.exec(name);
  if (!match) return undefined;
  const file = `${match[1]}.webp`;
  if (name === file) return parseUploadName(file) ? { file, derived: undefined } : undefined;
  const made = derivedFiles(file).find((each) => each.name === name);
  return made ? { file, derived: made } : undefined;
}

/** Responsive data of an image file: sizes and srcsets for uploads, nulls for the rest. */
export interface ResponsiveImage {
  /** Pixel width; null for an illustration. */
  width: number | null;
  /** Pixel height; null for an illustration. */
  height: number | null;
  /** WebP candidates for `srcset`, e.g. `/images/u/…-320.webp 320w, …`; null for an illustration. */
  srcSet: string | null;
  /** The same widths as AVIF (for a `<source type="image/avif">`); null for an illustration. */
  avifSrcSet: string | null;
}

/** The responsive data of `file` (a name under /images/). */
export function responsiveImage(file: string): ResponsiveImage {
  const upload = parseUploadName(file);
  if (!upload) return { width: null, height: null, srcSet: null, avifSrcSet: null };
  const set = (format: 'webp' | 'avif') =>
    [
      ...widthsFor(upload.width).map(
        (width) => `/images/${variantName(file, width, format)} ${width}w`,
      ),
      `/images/${file.replace(/\.webp$/, `.${format}`)} ${upload.width}w`,
    ].join(', ');
  return {
    width: upload.width,
    height: upload.height,
    srcSet: set('webp'),
    avifSrcSet: set('avif'),
  };
}
