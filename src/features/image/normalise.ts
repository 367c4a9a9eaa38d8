import { message, t } from '@/i18n/i18n';
import { imageItemsOf, type ImageAnswer } from '@/features/image/gateway-schema';
import type { AnswerBytes } from '@/jobs/generator';
import type { JobUpdate, MediaInput } from '@/jobs/job';

/** What one answer comes to: the job's update, and the images that came as bytes (to keep). */
export interface ImageOutcome {
  update: JobUpdate;
  bytes: AnswerBytes[];
}

const signatures: readonly [string, readonly number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46]],
  ['image/webp', [0x52, 0x49, 0x46, 0x46]],
];

/** The picture's type from its first bytes: the answer does not say, and a download needs it. */
function sniffType(bytes: Uint8Array): string | null {
  for (const [type, head] of signatures) {
    if (head.every((byte, i) => bytes[i] === byte)) return type;
  }
  return null;
}

/**
 * `b64_json` as an image: plain base64 as documented, or a `data:image/…;base64,` URL as some
 * relays send it. Null for text that is not base64 or not a picture we know: it is never shown.
 */
export function decodeImage(text: string): Blob | null {
  const match = /^data:(image\/[a-z0-9.+-]+);base64,/i.exec(text);
  const body = (match ? text.slice(match[0].length) : text).replace(/\s+/g, '');
  if (body === '' || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(body)) return null;
  let binary: string;
  try {
    binary = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  const type = sniffType(bytes);
  return type === null ? null : new Blob([bytes], { type });
}

/**
 * Where an image that came only as bytes "lives": the Image page, with its place in the answer.
 * It is the key its kept copy is found by (the way a storyboard film's link is its board), and
 * what `keptOnly` recognises; no host serves it, so it is never handed to another form.
 */
export function keptOnlyUrl(base: string, slot: number): string {
  return new URL(`#/image?kept=${slot + 1}`, base).href;
}

export function keptOnly(url: string): boolean {
  try {
    return new URL(url).hash.startsWith('#/image?kept=');
  } catch {
    return false;
  }
}

/** The answer as the ledger keeps it: base64 bytes left out (they are kept as copies instead). */
function withoutBytes(answer: ImageAnswer): unknown {
  return JSON.parse(
    JSON.stringify(answer, (key, value: unknown) =>
      key === 'b64_json' && typeof value === 'string'
        ? `(${Math.round((value.length * 3) / 4 / 1024)} KB of base64, kept in this browser)`
        : value,
    ),
  );
}

/**
 * An answer → the job's end. Every image entry becomes one medium, in the answer's order: a link
 * as it came (the views show only safe ones), or bytes kept as a copy under `keptOnlyUrl`. An
 * answer with no usable image is a failed job that says so, with the answer kept to read.
 */
export function normaliseImageAnswer(answer: ImageAnswer, pageUrl: string): ImageOutcome {
  const { items } = imageItemsOf(answer);
  const media: MediaInput[] = [];
  const bytes: AnswerBytes[] = [];
  for (const item of items) {
    const slot = media.length;
    const blob = item.b64_json != null ? decodeImage(item.b64_json) : null;
    const link = item.url != null && item.url.trim() !== '' ? item.url.trim() : null;
    if (link === null && blob === null) continue;
    const url = link ?? keptOnlyUrl(pageUrl, slot);
    if (blob !== null) bytes.push({ slot, url, blob });
    media.push({ kind: 'image', url, status: 'succeeded' });
  }
  const raw = withoutBytes(answer);
  if (media.length === 0) {
    // Worded now for search and older studios; worded again when shown, in the language of then.
    const update: JobUpdate = {
      status: 'failed',
      error: t('image.answer.noImage'),
      errorMessage: message('image.answer.noImage'),
      raw,
    };
    return { update, bytes };
  }
  return { update: { status: 'succeeded', progress: 100, media, raw }, bytes };
}
