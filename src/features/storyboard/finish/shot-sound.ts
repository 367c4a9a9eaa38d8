/**
 * Whether a shot's bytes carry sound, decided the one way for the export's mix and the preview's
 * ducking: the sound the browser can decode from the file, or none.
 */

export async function decodeSound(
  context: BaseAudioContext,
  blob: Blob,
): Promise<AudioBuffer | null> {
  try {
    return await context.decodeAudioData(await blob.arrayBuffer());
  } catch {
    // A shot without a sound track (or one the browser cannot decode) is silent in the film.
    return null;
  }
}

const known = new WeakMap<Blob, Promise<boolean>>();

/** Has this shot sound the film would mix? Decoded once per blob (the preview asks every edit). */
export function hasSound(blob: Blob): Promise<boolean> {
  let answer = known.get(blob);
  if (answer === undefined) {
    answer =
      typeof OfflineAudioContext === 'undefined'
        ? Promise.resolve(false)
        : decodeSound(new OfflineAudioContext(1, 1, 48_000), blob).then((sound) => sound !== null);
    known.set(blob, answer);
  }
  return answer;
}
