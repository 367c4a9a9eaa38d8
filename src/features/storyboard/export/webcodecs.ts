/**
 * The browser can decode and encode with WebCodecs and mix sound offline: what a film needs.
 * Its own module so the page can ask without loading Mediabunny.
 */
export function canMakeFilms(scope: object = globalThis): boolean {
  return [
    'VideoEncoder',
    'VideoDecoder',
    'AudioEncoder',
    'AudioDecoder',
    'OfflineAudioContext',
  ].every(
    (name) => name in scope && typeof (scope as Record<string, unknown>)[name] === 'function',
  );
}
