/**
 * The one request the studio sends somewhere other than the gateway: an audio file to the storage
 * the gateway named (issue 26, upload step 2). A multipart POST of the storage's own fields, then
 * the file, with upload progress — which `fetch` cannot report, so it is an XMLHttpRequest. The API
 * key never goes here: the storage is a third party, and the fields it asked for are its authority.
 */

export interface FormUploadRequest {
  url: string;
  /** The storage's fields, sent in this order, before the file (S3 reads `file` last). */
  fields: Readonly<Record<string, string>>;
  file: File;
  signal?: AbortSignal | undefined;
  /** Bytes sent so far of `total`. */
  onProgress?: ((sent: number, total: number) => void) | undefined;
}

/** The storage answered with an error status: its body (often S3's XML) says why. */
export class StorageRefusedError extends Error {
  override readonly name = 'StorageRefusedError';
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`storage answered ${status}`);
  }
}

/**
 * No answer the page may read: the storage could not be reached, or — most often — it does not
 * allow this page's origin (CORS), and the browser hid its answer. The two cannot be told apart
 * from a page, so the message names both, and what the storage must allow.
 */
export class StorageUnreachableError extends Error {
  override readonly name = 'StorageUnreachableError';
  constructor(readonly url: string) {
    super(`no readable answer from ${url}`);
  }
}

export type FormUpload = (request: FormUploadRequest) => Promise<void>;

/** The real transport: the browser's XMLHttpRequest, credentials never included. */
export const xhrUpload: FormUpload = ({ url, fields, file, signal, onProgress }) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new StorageRefusedError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => {
      done();
      reject(new StorageUnreachableError(url));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    xhr.send(form);
  });

/** The storage's complaint in S3's XML (`<Message>…</Message>`), else the body's first line. */
export function storageMessage(body: string): string | null {
  const message = /<Message>([^<]{1,300})<\/Message>/i.exec(body)?.[1]?.trim();
  if (message) return message;
  const line = body.trim().split('\n')[0]?.trim() ?? '';
  return line === '' || line.startsWith('<') ? null : line.slice(0, 300);
}
