import { withPageUrl } from './object-url';

/** Longest wait for a file's metadata: a blob answers at once, so this only ends a stuck read. */
const READ_LIMIT_MS = 15_000;

/**
 * A sound file's length in seconds as this browser's media player reads it (its metadata, not
 * the whole file decoded); null when the player cannot read it as audio (text, random bytes, a
 * format this browser does not play). A stream without a stated length reads as Infinity.
 */
export function measureAudio(blob: Blob): Promise<number | null> {
  return withPageUrl(blob, (url) => audioDurationAt(url, READ_LIMIT_MS));
}

/**
 * The length of the sound at a link, as this browser's player reads its metadata (a media element
 * needs no CORS to read it); null when it cannot play it.
 */
export function measureAudioAt(url: string): Promise<number | null> {
  return audioDurationAt(url, READ_LIMIT_MS);
}

function audioDurationAt(src: string, limitMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = new Audio();
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      audio.onloadedmetadata = null;
      audio.onerror = null;
      // Let the player go: it holds the address (revoked after this settles) and its decoder.
      audio.removeAttribute('src');
      audio.load();
      resolve(seconds);
    };
    const timer = setTimeout(() => done(null), limitMs);
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isNaN(audio.duration) ? null : audio.duration);
    audio.onerror = () => done(null);
    audio.src = src;
  });
}
