import {
  ADTS,
  BlobSource,
  FLAC,
  Input,
  MATROSKA,
  MP3,
  MP4,
  OGG,
  QTFF,
  WAVE,
  WEBM,
} from 'mediabunny';
import { filmLength } from '../../board/timeline';
import { copyOrReencode } from '../../board/film-plan';
import { cardTimes, shownCard } from '../../finish/cards';
import { filmDimensions } from '../../finish/framing';
import { copyFilm } from './copy-film';
import { encodeFilm } from './encode-film';
import { aborted, mark, type Film, type FilmRequest } from './film-request';
import { readShotTrack } from './read-shot';

/**
 * The film made in the browser (decision 027): every shot decoded with WebCodecs through
 * Mediabunny, drawn letterboxed onto one canvas at one size and frame rate, encoded again; the
 * shots' sound and the song mixed by an OfflineAudioContext and encoded beside it. Nothing is sent
 * anywhere. This folder is loaded only when a film is exported (the panel imports this file
 * dynamically, and nothing outside `encode/` imports the rest): Mediabunny never weighs on start-up.
 *
 * This file plans the film: it opens the shots, reads their real lengths, places the cards, asks
 * `copyOrReencode` whether the shots can be copied, and hands the film to one of the two ways of
 * writing it: `copy-film.ts` (packets moved, nothing decoded) or `encode-film.ts` (decoded, drawn,
 * encoded, with the sound of `mix-sound.ts`).
 */

/**
 * What a shot or a song can be read from: what generators and media hosts serve (MP4, WebM, MP3)
 * and the common audio files. Not `ALL_FORMATS`: HLS and MPEG-TS readers would only add weight.
 */
const FORMATS = [MP4, QTFF, WEBM, MATROSKA, MP3, WAVE, OGG, ADTS, FLAC];

export async function exportFilm(request: FilmRequest): Promise<Film> {
  const { signal } = request;
  const { width, height } = filmDimensions(request.aspect ?? '16:9', request.size);
  const wanted = request.format ?? 'mp4';
  const burn =
    request.burnCaptions === true &&
    request.shots.some(
      (s) =>
        (s.caption ?? '').trim() !== '' || (s.cues ?? []).some((cue) => cue.text.trim() !== ''),
    );
  const muted = request.shots.some((s) => s.sound === false);
  const inputs = request.shots.map(
    (shot) => new Input({ source: new BlobSource(shot.blob), formats: FORMATS }),
  );
  try {
    // The film is cut from each source's real length, whatever the card last read.
    const timings = await Promise.all(
      request.shots.map(async (shot, index) => ({
        ...shot.timing,
        durationSeconds: (await inputs[index]?.computeDuration()) ?? shot.timing.durationSeconds,
      })),
    );
    const titleCard = shownCard(request.titleCard);
    const endCard = shownCard(request.endCard);
    const { lead, length } = cardTimes(filmLength(timings), titleCard, endCard);
    aborted(signal);
    // With a song the film is mixed whatever the shots are: no need to read their packets.
    const reading = performance.now();
    const plan =
      request.song !== null
        ? copyOrReencode(timings, [], request.song.mix, { width, height, shotsVolume: 1 })
        : copyOrReencode(
            timings,
            await Promise.all(inputs.map((input) => readShotTrack(input).catch(() => null))),
            null,
            {
              width,
              height,
              shotsVolume: request.shotsVolume,
              container: wanted,
              burnCaptions: burn,
              muted,
              titles: titleCard !== null || endCard !== null,
            },
          );
    mark('read the shots', performance.now() - reading);
    request.onPlan?.(plan);
    aborted(signal);
    if (plan.path === 'copy') {
      const copying = performance.now();
      const film = await copyFilm(request, inputs, plan);
      mark('copy the packets', performance.now() - copying);
      return film;
    }
    return await encodeFilm(request, inputs, plan, {
      width,
      height,
      format: wanted,
      timings,
      titleCard,
      endCard,
      lead,
      length,
      burn,
    });
  } finally {
    inputs.forEach((input) => input.dispose());
  }
}

/** What a file holds, read back with the same library: for checking an export (and the e2e). */
export async function describeFilm(blob: Blob) {
  const input = new Input({ source: new BlobSource(blob), formats: FORMATS });
  try {
    const videos = await input.getVideoTracks();
    const audios = await input.getAudioTracks();
    const first = videos[0];
    return {
      videoTracks: videos.length,
      audioTracks: audios.length,
      width: first ? first.displayWidth : 0,
      height: first ? first.displayHeight : 0,
      durationSeconds: await input.computeDuration(),
      mimeType: await input.getMimeType(),
    };
  } finally {
    input.dispose();
  }
}
