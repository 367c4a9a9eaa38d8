/** Bytes as base64 text, in pieces: one call with millions of arguments overflows the stack. */
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
}

/** Base64 text as bytes (`atob` throws on text that is not base64). */
export function fromBase64(data: string): Uint8Array<ArrayBuffer> {
  const text = atob(data);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** A `data:…;base64,` URL's bytes and type, or null when it is not one. */
export function dataUrlBytes(url: string): { type: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const match = /^data:([^;,]*);base64,/i.exec(url);
  if (match === null) return null;
  try {
    return { type: match[1] ?? '', bytes: fromBase64(url.slice(match[0].length)) };
  } catch {
    return null;
  }
}

/** The base64 text of a `data:` URL (what an `inline_data` part carries), without its head. */
export function dataUrlBase64(url: string): string {
  const comma = url.indexOf(',');
  return comma < 0 ? '' : url.slice(comma + 1);
}
