/**
 * A product photo goes to the back office as its raw bytes (`POST /admin/images`, forwarded to
 * the gateway and on to the api, which reads the type from the bytes and makes the variants):
 * a GraphQL request holds at most 100 KB.
 */

/** The stored photo, as the upload answers it. */
export interface UploadedImage {
  /** What a product save sends back as `image.file`. */
  file: string;
  /** Where the photo is served, for the preview. */
  url: string;
}

/** Said when the upload could not reach the back office at all: a catalogue id (`useSentence`). */
const unreachable = 'admin.productForm.uploadUnreachable';

/**
 * Uploads `file`; throws an Error with the api's sentence when it is refused, or with
 * `admin.productForm.uploadUnreachable` when it could not be sent.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  let response: Response;
  try {
    response = await fetch('/admin/images', {
      method: 'POST',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new Error(unreachable);
  }
  const answer = (await response.json().catch(() => null)) as {
    image?: UploadedImage;
    error?: string;
  } | null;
  if (!response.ok || !answer?.image) {
    throw new Error(answer?.error ?? unreachable);
  }
  return { file: answer.image.file, url: answer.image.url };
}
