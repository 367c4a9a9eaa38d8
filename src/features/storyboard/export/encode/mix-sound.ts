import { placeShots, type ShotTiming } from '../../board/timeline';
import { duckEnvelope, OLDER_BOARD_DUCKING, soundSpans } from '../../finish/ducking';
import { decodeSound } from '../../finish/shot-sound';
import type { FilmRequest } from './film-request';

/**
 * The film's sound, away from its pictures: the shots' own sound and the song mixed once by an
 * OfflineAudioContext at one rate, then handed to the muxer a second at a time. Only a re-encoded
 * film is mixed (a copy keeps the shots' encoded sound as it is: `copy-film.ts`).
 */

const SAMPLE_RATE = 48_000;
const CHANNELS = 2;

/**
 * The film's whole sound: each shot's own sound in its place, the song over it with its fade,
 * lowered under the shots whose sound is heard when the board ducks (`duckEnvelope`, the numbers
 * the preview plays by).
 */
export async function mixSound(
  request: FilmRequest,
  timings: readonly ShotTiming[],
  length: number,
  /** Where the shots start: after the title card (the song is placed from the film's start). */
  lead = 0,
): Promise<AudioBuffer> {
  const frames = Math.max(1, Math.ceil(length * SAMPLE_RATE));
  const context = new OfflineAudioContext(CHANNELS, frames, SAMPLE_RATE);
  const placed = placeShots(timings).map((p) => ({
    ...p,
    start: p.start + lead,
    end: p.end + lead,
  }));
  const heard = request.shots.map(() => false);
  for (const [index, shot] of request.shots.entries()) {
    const at = placed[index];
    if (at === undefined || request.shotsVolume === 0 || shot.sound === false) continue;
    const sound = await decodeSound(context, shot.blob);
    if (sound === null) continue;
    heard[index] = true;
    const source = new AudioBufferSourceNode(context, { buffer: sound });
    const gain = new GainNode(context, { gain: request.shotsVolume });
    source.connect(gain).connect(context.destination);
    source.start(at.start, at.inSeconds, at.end - at.start);
  }
  if (request.song !== null) {
    const sound = await decodeSound(context, request.song.blob);
    const { mix } = request.song;
    if (sound !== null && mix.offsetSeconds < length) {
      const source = new AudioBufferSourceNode(context, { buffer: sound });
      // The duck and the volume with its fade are two gains in a row: each keeps its own ramps.
      const duck = new GainNode(context, { gain: 1 });
      const envelope = duckEnvelope(
        soundSpans(placed, heard),
        request.ducking ?? OLDER_BOARD_DUCKING,
      );
      for (const [i, point] of envelope.entries()) {
        if (i === 0) duck.gain.setValueAtTime(point.gain, point.time);
        else duck.gain.linearRampToValueAtTime(point.gain, point.time);
      }
      const gain = new GainNode(context, { gain: mix.volume });
      const fade = Math.min(mix.fadeOutSeconds, length);
      if (fade > 0) {
        const fadeStart = Math.max(mix.offsetSeconds, length - fade);
        gain.gain.setValueAtTime(mix.volume, fadeStart);
        gain.gain.linearRampToValueAtTime(0, length);
      }
      source.connect(duck).connect(gain).connect(context.destination);
      source.start(mix.offsetSeconds, 0, length - mix.offsetSeconds);
    }
  }
  return context.startRendering();
}

/** The mixed sound in one-second pieces, so the muxer gets sound and pictures side by side. */
export function* soundPieces(sound: AudioBuffer): Generator<AudioBuffer> {
  for (let start = 0; start < sound.length; start += SAMPLE_RATE) {
    const length = Math.min(SAMPLE_RATE, sound.length - start);
    const piece = new AudioBuffer({
      length,
      numberOfChannels: sound.numberOfChannels,
      sampleRate: sound.sampleRate,
    });
    for (let channel = 0; channel < sound.numberOfChannels; channel += 1)
      piece.copyToChannel(sound.getChannelData(channel).subarray(start, start + length), channel);
    yield piece;
  }
}
