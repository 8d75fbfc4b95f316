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
