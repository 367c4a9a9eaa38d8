/** A file field's upload: none, under way, done (its link), or failed (and why). */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; bytes: number }
  | { phase: 'done'; name: string; bytes: number; url: string }
  | { phase: 'failed'; name: string; message: string };

export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));
