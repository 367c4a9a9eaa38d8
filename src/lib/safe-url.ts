/**
 * The only gate through which a URL from the gateway or a stored record may become a `src` or an
 * `href`. Records are untrusted: a `javascript:` or `data:` URL in them must stay text.
 */
export function safeMediaUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('blob:')) {
    // Only blob URLs this page made itself: they carry our own origin.
    return trimmed.startsWith(`blob:${globalThis.location?.origin ?? ''}/`) ? trimmed : null;
  }
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An absolute http(s) address with a host: what a form may send as a link, and what an upload's
 * answer must give (a `javascript:`, `data:` or `blob:` text is none).
 */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** http(s) only, for links a person may click. */
export function safeLinkUrl(value: unknown): string | null {
  const url = safeMediaUrl(value);
  return url !== null && !url.startsWith('blob:') ? url : null;
}

/** True for hosts on this machine, where plain http is not a risk worth warning about. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}
