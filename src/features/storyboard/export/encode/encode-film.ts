import {
  AudioBufferSource,
  BufferTarget,
  Mp4OutputFormat,
  Output,
  QUALITY_HIGH,
  QUALITY_MEDIUM,
  VideoSample,
  VideoSampleSink,
  VideoSampleSource,
  WebMOutputFormat,
  type Input,
} from 'mediabunny';
import {
  captionSpans,
  FILM_FRAME_RATE,
  frameTimes,
  placeShots,
  transitionAt,
  type ShotTiming,
} from '../../board/timeline';
import { type FilmPlan } from '../../board/film-plan';
import { cueAt, filmCues } from '../../finish/captions';
import type { Card } from '../../finish/cards';
import { placePicture } from '../../finish/framing';
import { chooseFormat, probeEncoders, type FilmFormat } from '../formats';
import { drawCaption, drawCard } from './burn';
import {
  aborted,
  mark,
  NoEncoderError,
  type Film,
  type FilmRequest,
  type FilmShot,
} from './film-request';
import { mixSound, soundPieces } from './mix-sound';

/**
 * What `exportFilm` has read and decided before the encoding starts: the film's size, its
 * shots' real timings, its cards and where they put the shots, and whether captions are drawn.
 */
export interface FilmLayout {
  width: number;
  height: number;
  /** The file asked for; `chooseFormat` may make the other. */
  format: FilmFormat;
  /** Each shot's timing with its source's real length. */
  timings: readonly ShotTiming[];
  titleCard: Card | null;
  endCard: Card | null;
  /** Where the shots start (after the title card). */
  lead: number;
  /** The whole film, cards included. */
  length: number;
  /** Captions are drawn on the pictures: asked for, and there are words to draw. */
  burn: boolean;
}

/** The format asked for, as this browser's encoders allow (`chooseFormat`). */
async function chooseCodecs(wanted: FilmFormat, width: number, height: number) {
  const choice = chooseFormat(wanted, await probeEncoders(width, height));
  if (choice === null) throw new NoEncoderError('no encodable codec');
  return choice;
}

/** The decoded frame is already the film's picture: its size, upright, not mirrored. */
function fits(sample: VideoSample, width: number, height: number): boolean {
  return (
    sample.displayWidth === width &&
    sample.displayHeight === height &&
    sample.rotation === 0 &&
    !sample.flip
  );
}

/**
 * The film encoded again (decision 027): every shot decoded with WebCodecs, drawn onto one canvas
 * at the film's size and frame rate (framed, captioned, between its cards) unless a decoded frame
 * already is the film's picture, encoded in the codecs this browser has, with the mixed sound
 * beside it. The path a film takes whenever `copyOrReencode` says a copy would not be honest.
 */
export async function encodeFilm(
  request: FilmRequest,
  inputs: readonly Input[],
  plan: FilmPlan,
  { width, height, format: wanted, timings, titleCard, endCard, lead, length, burn }: FilmLayout,
): Promise<Film> {
  const { signal } = request;
  const codecs = await chooseCodecs(wanted, width, height);
  // The shots after the title card: frames, sound and captions all take their times from here.
  const placedShots = placeShots(timings).map((p) => ({
    ...p,
    start: p.start + lead,
    end: p.end + lead,
  }));
  const cues = filmCues(
    captionSpans(placedShots),
    request.shots.map((s) => s.caption),
    request.shots.map((s) => s.cues),
  );
  const mixing = performance.now();
  const sound = await mixSound(request, timings, length, lead);
  mark('mix the sound', performance.now() - mixing);
  aborted(signal);

  const target = new BufferTarget();
  const output = new Output({
    format:
      codecs.container === 'mp4'
        ? new Mp4OutputFormat({ fastStart: 'in-memory' })
        : new WebMOutputFormat(),
    target,
  });
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('No 2D canvas.');
  const video = new VideoSampleSource({
    codec: codecs.video,
    fullCodecString: codecs.videoCodecString,
    bitrate: request.size === '1080p' ? QUALITY_HIGH : QUALITY_MEDIUM,
    keyFrameInterval: 2,
    // The encoder's fast settings (libvpx's real-time speed, no look-ahead): on a 2-core
    // machine the difference between a film made at its own pace and one taking several times
    // its length, at a quality a film of generated takes does not miss (bench/film.ts).
    latencyMode: 'realtime',
  });
  const audio = new AudioBufferSource({ codec: codecs.audio, quality: QUALITY_MEDIUM });
  output.addVideoTrack(video, { frameRate: FILM_FRAME_RATE });
  output.addAudioTrack(audio);
  const onAbort = () => void output.cancel();
  signal?.addEventListener('abort', onAbort, { once: true });
  const spent = { decode: 0, draw: 0, encode: 0, sound: 0 };
  const clock = () => performance.now();
  try {
    await output.start();
    const pieces = soundPieces(sound);
    let soundUntil = 0;
    const totalFrames = Math.max(1, Math.round(length * FILM_FRAME_RATE));
    let done = 0;
    // `sample`: the source's frame for this moment, else the last one (a moment before a
    // source's first frame repeats the picture before it; black at the film's start).
    const pictureAt = (
      timestamp: number,
      sample: VideoSample | null,
      shot: FilmShot | undefined,
    ): VideoSample => {
      const duration = 1 / FILM_FRAME_RATE;
      const caption = burn ? cueAt(cues, timestamp + duration / 2) : null;
      if (sample !== null && caption === null && fits(sample, width, height)) {
        // Already the film's size: the decoded frame goes to the encoder as it is — no canvas,
        // no read-back from the GPU, no conversion from RGB to the encoder's YUV.
        const direct = sample.clone();
        direct.setTimestamp(timestamp);
        direct.setDuration(duration);
        return direct;
      }
      const started = clock();
      context.fillStyle = '#000';
      context.fillRect(0, 0, width, height);
      if (sample !== null) {
        const box = placePicture(
          sample.displayWidth,
          sample.displayHeight,
          width,
          height,
          shot?.framing,
          shot?.offset,
        );
        sample.draw(context, box.x, box.y, box.width, box.height);
      }
      if (caption !== null) drawCaption(context, caption.text, width, height, request.captionStyle);
      spent.draw += clock() - started;
      return new VideoSample(canvas, { timestamp, duration });
    };
    /**
     * A moment inside a transition (issue 54): the shots drawn bottom first, each framed as it
     * is alone and at its opacity, then the dip's black over them, then the caption.
     */
    const mixedAt = (
      timestamp: number,
      layers: readonly {
        sample: VideoSample | null;
        shot: FilmShot | undefined;
        opacity: number;
      }[],
      black: number,
    ): VideoSample => {
      const duration = 1 / FILM_FRAME_RATE;
      const caption = burn ? cueAt(cues, timestamp + duration / 2) : null;
      const started = clock();
      context.fillStyle = '#000';
      context.fillRect(0, 0, width, height);
      for (const { sample, shot, opacity } of layers) {
        if (sample === null || opacity <= 0) continue;
        const box = placePicture(
          sample.displayWidth,
          sample.displayHeight,
          width,
          height,
          shot?.framing,
          shot?.offset,
        );
        context.globalAlpha = opacity;
        sample.draw(context, box.x, box.y, box.width, box.height);
      }
      context.globalAlpha = black;
      context.fillRect(0, 0, width, height);
      context.globalAlpha = 1;
      if (caption !== null) drawCaption(context, caption.text, width, height, request.captionStyle);
      spent.draw += clock() - started;
      return new VideoSample(canvas, { timestamp, duration });
    };
    /** One picture to the encoder at its moment, with the sound up to a second ahead of it. */
    const addFrame = async (picture: VideoSample, filmSeconds: number) => {
      let started = clock();
      await video.add(picture);
      picture.close();
      spent.encode += clock() - started;
      started = clock();
      while (soundUntil <= filmSeconds + 1) {
        const piece = pieces.next();
        if (piece.done === true) break;
        await audio.add(piece.value);
        soundUntil += piece.value.duration;
      }
      spent.sound += clock() - started;
      done += 1;
      request.onProgress?.(Math.min(1, done / totalFrames));
    };
    /** A card's frames, from one drawing of it: from `from` up to `to`, film seconds. */
    const addCard = async (card: Card, from: number, to: number) => {
      drawCard(context, card, width, height);
      const last = Math.round(to * FILM_FRAME_RATE);
      for (let frame = Math.round(from * FILM_FRAME_RATE); frame < last; frame += 1) {
        aborted(signal);
        const timestamp = frame / FILM_FRAME_RATE;
        await addFrame(
          new VideoSample(canvas, { timestamp, duration: 1 / FILM_FRAME_RATE }),
          timestamp,
        );
      }
    };
    if (titleCard !== null) await addCard(titleCard, 0, lead);
    // The shots' frames in the film's order. Each shot decodes its own frames (`frameTimes`);
    // around a cross-fade two shots are decoded side by side and drawn as `transitionAt` says.
    const ranges = placedShots.map((p) => ({
      first: Math.round(p.start * FILM_FRAME_RATE),
      last: Math.round(p.end * FILM_FRAME_RATE),
    }));
    type Stream = {
      samples: AsyncGenerator<VideoSample | null, void, unknown> | null;
      last: VideoSample | null;
    };
    const streams = new Map<number, Stream>();
    const open = async (index: number): Promise<Stream> => {
      const opened = streams.get(index);
      if (opened !== undefined) return opened;
      const input = inputs[index];
      const placed = placedShots[index];
      const track = input ? await input.getPrimaryVideoTrack() : null;
      const times = placed === undefined ? [] : frameTimes(placed, FILM_FRAME_RATE);
      const stream: Stream = {
        samples:
          track === null
            ? null
            : new VideoSampleSink(track).samplesAtTimestamps(times.map((t) => t.sourceSeconds)),
        last: null,
      };
      streams.set(index, stream);
      return stream;
    };
    // The last frame of the shot before, shown while a shot has none yet (black at the start).
    const kept: { held: VideoSample | null } = { held: null };
    const finish = async (index: number) => {
      const stream = streams.get(index);
      if (stream === undefined) return;
      streams.delete(index);
      await stream.samples?.return();
      if (stream.last !== null) {
        kept.held?.close();
        kept.held = stream.last;
      }
    };
    const firstFrame = ranges[0]?.first ?? 0;
    const endFrame = Math.max(firstFrame, ...ranges.map((r) => r.last));
    for (let frame = firstFrame; frame < endFrame; frame += 1) {
      aborted(signal);
      const filmSeconds = frame / FILM_FRAME_RATE;
      for (const index of [...streams.keys()])
        if ((ranges[index]?.last ?? 0) <= frame) await finish(index);
      const active = ranges.flatMap((r, index) =>
        frame >= r.first && frame < r.last ? [index] : [],
      );
      const layers: { sample: VideoSample | null; shot: FilmShot | undefined; opacity: number }[] =
        [];
      const look = transitionAt(placedShots, filmSeconds);
      for (const index of active) {
        const stream = await open(index);
        const started = clock();
        const sample =
          stream.samples === null ? null : ((await stream.samples.next()).value ?? null);
        spent.decode += clock() - started;
        if (sample !== null) {
          stream.last?.close();
          stream.last = sample;
        }
        layers.push({
          sample: stream.last ?? kept.held,
          shot: request.shots[index],
          opacity: look.layers.find((l) => l.index === index)?.opacity ?? 1,
        });
      }
      const [only] = layers;
      const picture =
        layers.length === 1 && only !== undefined && look.black === 0
          ? pictureAt(filmSeconds, only.sample, only.shot)
          : mixedAt(filmSeconds, layers, look.black);
      await addFrame(picture, filmSeconds);
    }
    for (const index of [...streams.keys()]) await finish(index);
    const shotsEnd = placedShots.at(-1)?.end ?? lead;
    if (endCard !== null) await addCard(endCard, shotsEnd, length);
    kept.held?.close();
    for (let piece = pieces.next(); piece.done !== true; piece = pieces.next())
      await audio.add(piece.value);
    aborted(signal);
    const started = clock();
    await output.finalize();
    mark('finish the file', clock() - started);
    mark('wait for decoded frames', spent.decode);
    mark('scale, frame and caption', spent.draw);
    mark('wait for the encoder', spent.encode);
    mark('encode the sound', spent.sound);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  aborted(signal);
  const buffer = target.buffer;
  if (buffer === null) throw new Error('The film was not written.');
  return {
    blob: new Blob([buffer], { type: codecs.container === 'mp4' ? 'video/mp4' : 'video/webm' }),
    extension: codecs.container,
    width,
    height,
    durationSeconds: length,
    videoCodec: codecs.video,
    audioCodec: codecs.audio,
    plan,
    cues,
    formatNote: codecs.note,
  };
}
