import type { GatewayClient } from './client';
import { GatewayError } from './errors';
import { zImageUploadAnswer } from './schemas/image-upload';

/**
 * The gateway answered the upload path with 404: it has no image upload, and takes links only.
 * Not a failure of this file: the field says so and keeps its link box.
 */
export class LinksOnlyError extends Error {
  override readonly name = 'LinksOnlyError';
  constructor(readonly path: string) {
    super(`no image upload at ${path}`);
  }
}

/**
 * One image to the gateway (`POST <imageUploadPath>`, multipart with the file as `file`) for a
 * field that takes only a link: the answer's link is what the create then carries. Through the
 * gateway client, so with the key in its header, one deadline and the answer read by zod. Not
 * paid work and not a job: nothing is written to the ledger, and nothing is retried.
 */
export async function uploadImage(
  client: GatewayClient,
  path: string,
  file: File,
  signal?: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const answer = await client.json({
      method: 'POST',
      path,
      body: form,
      schema: zImageUploadAnswer,
      ...(signal ? { signal } : {}),
    });
    return answer.url;
  } catch (error) {
    if (error instanceof GatewayError && error.status === 404) throw new LinksOnlyError(path);
    throw error;
  }
}
