/**
 * The demo gateway's reading of a multipart body (an image upload), the same over HTTP and in the
 * page. Over HTTP the server hands the body over byte for byte as a latin1 string (one character
 * per byte), so a file part comes out with its bytes intact; the page hands the parts over as
 * they are (`DemoRequest.form`), its file kept in the page as a `blob:` URL.
 */
export interface DemoFormFile {
  /** The part's name (`file`). */
  field: string;
  name: string;
  type: string;
  size: number;
  /** The bytes, one latin1 character each (over HTTP); null in the page. */
  bytes: string | null;
  /** In the page: the file as a `blob:` URL, which is where the page can show it from. */
  pageUrl: string | null;
  /** In the page: the file itself, for a route that reads its bytes (a picture edit). */
  blob?: Blob;
}

/** A file part's bytes, wherever the request came from: latin1 text over HTTP, a Blob in the page. */
export async function fileBytes(file: DemoFormFile): Promise<Uint8Array> {
  if (file.blob !== undefined) return new Uint8Array(await file.blob.arrayBuffer());
  const text = file.bytes ?? '';
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

export interface DemoForm {
  fields: Record<string, string>;
  files: DemoFormFile[];
}

/** The boundary a `multipart/form-data` content type names, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (contentType === undefined || !/^multipart\/form-data/i.test(contentType)) return null;
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/** The parts of a multipart body (latin1 text); null when it is not one. */
export function parseMultipart(body: string, contentType: string | undefined): DemoForm | null {
  const boundary = boundaryOf(contentType);
  if (boundary === null) return null;
  const form: DemoForm = { fields: {}, files: [] };
  const chunks = body.split(`--${boundary}`);
  // The preamble before the first boundary, and the `--` epilogue after the last, carry no part.
  for (const chunk of chunks.slice(1)) {
    if (chunk.startsWith('--')) break;
    const part = chunk.replace(/^\r\n/, '').replace(/\r\n$/, '');
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const content = part.slice(split + 4);
    const disposition = /content-disposition:[^\r\n]*/i.exec(head)?.[0] ?? '';
    const field = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (field === undefined) continue;
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    if (filename === undefined) {
      form.fields[field] = content;
      continue;
    }
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
    form.files.push({
      field,
      name: filename,
      type,
      size: content.length,
      bytes: content,
      pageUrl: null,
    });
  }
  return form;
}

/**
 * A multipart body as the page hands it over (the in-page demo, the unit tests' testbed): the
 * parts as they are, each file a Blob, with the address the page shows it from where it has one.
 */
export function formOfData(body: FormData, pageUrl: (file: Blob) => string | null): DemoForm {
  const form: DemoForm = { fields: {}, files: [] };
  body.forEach((value, field) => {
    if (typeof value === 'string') form.fields[field] = value;
    else
      form.files.push({
        field,
        name: value.name,
        type: value.type,
        size: value.size,
        bytes: null,
        pageUrl: pageUrl(value),
        blob: value,
      });
  });
  return form;
}
