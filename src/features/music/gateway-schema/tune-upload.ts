import { lazySchema, z } from '@/lib/zod';
import { fillPath } from '@/gateway/path';
import { zId, zWord } from '@/gateway/schemas/common';

/**
 * Audio upload and style tags (issue 26), shapes from the field notes ("Operations beyond the
 * contract"); every path is an assumed setting.
 *
 * Upload, five steps under `tuneUploadPath` (default `/tune/uploads/audio`):
 * 1. `POST {base} {extension}` → `{id, url, fields}`: where the file goes (third-party storage,
 *    often an S3 bucket) and the form fields it wants beside the file;
 * 2. a multipart POST of `fields` then `file` to `url` (no key: it is not the gateway);
 * 3. `POST {base}/{id}/upload-finish {upload_type: "file_upload", upload_filename}`;
 * 4. `GET {base}/{id}` until `status` is `complete` (or `error`, with `error_message`);
 * 5. `POST {base}/{id}/initialize-clip {}` → `{clip_id}`: a clip followed on the feed.
 */
export const zTuneUploadStart = lazySchema(() =>
  z.looseObject({
    id: zId,
    url: z.url({ protocol: /^https?$/ }),
    // S3 policy fields are strings; a number (a size limit) is sent as its text.
    fields: z.pipe(
      z.nullish(
        z.record(z.string(), z.union([z.string(), z.pipe(z.number(), z.transform(String))])),
      ),
      z.transform((fields) => fields ?? {}),
    ),
  }),
);
export type TuneUploadStart = z.output<typeof zTuneUploadStart>;

export const zTuneUploadStatus = lazySchema(() =>
  z.looseObject({
    id: z.optional(zId),
    status: zWord,
    error_message: z.nullish(z.string()),
  }),
);
export type TuneUploadStatus = z.output<typeof zTuneUploadStatus>;

/** Some relays name it `id`; `clip_id` is the common form. */
export const zTuneInitializeClip = lazySchema(() =>
  z.union([
    z.pipe(
      z.looseObject({ clip_id: zId }),
      z.transform((answer) => answer.clip_id),
    ),
    z.pipe(
      z.looseObject({ id: zId }),
      z.transform((answer) => answer.id),
    ),
  ]),
);

export interface TuneUploadStartRequest {
  extension: string;
}
export interface TuneUploadFinishRequest {
  upload_type: 'file_upload';
  upload_filename: string;
}

/** The upload's own path under the base (a trailing slash on the setting is not doubled). */
const uploadPath = (base: string, id: string) =>
  fillPath(`${base.replace(/\/+$/, '')}/{id}`, { id });

export const tuneUploadPaths = {
  finish: (base: string, id: string) => `${uploadPath(base, id)}/upload-finish`,
  status: (base: string, id: string) => uploadPath(base, id),
  initializeClip: (base: string, id: string) => `${uploadPath(base, id)}/initialize-clip`,
};

/** `POST /tune/act/tags {original_tags}` → `{upsampled_tags, request_id}` (assumed `tuneTagsPath`). */
export const zTuneTagsAnswer = lazySchema(() =>
  z.looseObject({
    upsampled_tags: z.string().check(z.trim(), z.minLength(1)),
    request_id: z.nullish(z.string()),
  }),
);
export interface TuneTagsRequest {
  original_tags: string;
}
