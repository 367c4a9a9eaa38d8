import {
  ADTS,
  AudioBufferSource,
  BlobSource,
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  FLAC,
  Input,
  MATROSKA,
  MP3,
  MP4,
  Mp4OutputFormat,
  OGG,
  Output,
  QTFF,
  QUALITY_HIGH,
  QUALITY_MEDIUM,
  VideoSample,
  VideoSampleSink,
  VideoSampleSource,
  WAVE,
  WEBM,
  WebMOutputFormat,
  type AudioCodec,
  type EncodedPacket,
  type InputAudioTrack,
  type VideoCodec,
} from 'mediabunny';
import {
  FILM_FRAME_RATE,
  copyOrReencode,
  filmLength,
  frameTimes,
  placeShots,
  type FilmPlan,
  type FilmSize,
  type ShotTiming,
  type ShotTrack,
  type SoundtrackMix,
} from '../../board/timeline';
import { drawCaption, drawCard } from './burn';
import { chooseFormat, probeEncoders, type FilmFormat, type FormatChoice } from '../formats';
import { cueAt, filmCues, type Cue, type TimedCue } from '../../finish/captions';
import { cardTimes, shownCard, type Card } from '../../finish/cards';
import { filmDimensions, placePicture, type FilmAspect, type Framing } from '../../finish/framing';

/**
 * The film made in the browser (decision 027): every shot decoded with WebCodecs through
 * Mediabunny, drawn letterboxed onto one canvas at one size and frame rate, encoded again; the
 * shots' sound and the song mixed by an OfflineAudioContext and encoded beside it. Nothing is sent
 * anywhere. This module is loaded only when a film is exported: Mediabunny never weighs on start-up.
 */

const SAMPLE_RATE = 48_000;

/**
 * What a shot or a song can be read from: what generators and media hosts serve (MP4, WebM, MP3)
 * and the common audio files. Not `ALL_FORMATS`: HLS and MPEG-TS readers would only add weight.
 */
const FORMATS = [MP4, QTFF, WEBM, MATROSKA, MP3, WAVE, OGG, ADTS, FLAC];
const CHANNELS = 2;

export interface FilmShot {
  blob: Blob;
  timing: ShotTiming;
  /** Issue 42: the shot's words, how it fills the film's shape, and whether its sound is kept. */
  caption?: string;
  /** Captions timed inside the shot, from its in point. */
  cues?: readonly TimedCue[];
  framing?: Framing;
  offset?: number;
  sound?: boolean;
}

export interface FilmRequest {
  shots: readonly FilmShot[];
  song: { blob: Blob; mix: SoundtrackMix } | null;
  shotsVolume: number;
  size: FilmSize;
  /** The film's shape (16:9 when not said); `size` is its short side. */
  aspect?: FilmAspect;
  /** The file asked for (MP4 when not said): `chooseFormat` makes the other when this one cannot be. */
  format?: FilmFormat;
  /** Draw each shot's caption on its pictures. */
  burnCaptions?: boolean;
  /** Words on a colour before the first shot and after the last (issue 42). */
  titleCard?: Card | null;
  endCard?: Card | null;
  /** 0–1, as frames are encoded (or copied). */
  onProgress?: (fraction: number) => void;
  /** Told once the shots are read: whether they are copied as they are, or why they are encoded again. */
  onPlan?: (plan: FilmPlan) => void;
  signal?: AbortSignal;
}

export interface Film {
  blob: Blob;
  extension: 'mp4' | 'webm';
  width: number;
  height: number;
  durationSeconds: number;
  videoCodec: VideoCodec;
  /** null: copied from shots that have no sound. */
  audioCodec: AudioCodec | null;
  plan: FilmPlan;
  /** The shots' captions at their places in this film: what the subtitle files are written from. */
  cues: Cue[];
  /** Why the file is not the one asked for, or has Opus in MP4 (null: as asked; a copy). */
  formatNote: FormatChoice['note'];
}

/** No encoder for any of the codecs a film can be written in. */
export class NoEncoderError extends Error {
  override readonly name = 'NoEncoderError';
}

/** The format asked for, as this browser's encoders allow (`chooseFormat`). */
async function chooseCodecs(wanted: FilmFormat, width: number, height: number) {
  const choice = chooseFormat(wanted, await probeEncoders(width, height));
  if (choice === null) throw new NoEncoderError('no encodable codec');
  return choice;
}

function aborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('The export was cancelled.', 'AbortError');
}

async function decodeSound(context: BaseAudioContext, blob: Blob): Promise<AudioBuffer | null> {
  try {
    return await context.decodeAudioData(await blob.arrayBuffer());
  } catch {
    // A shot without a sound track (or one the browser cannot decode) is silent in the film.
    return null;
  }
}

/** The film's whole sound: each shot's own sound in its place, the song over it with its fade. */
async function mixSound(
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
  for (const [index, shot] of request.shots.entries()) {
    const at = placed[index];
    if (at === undefined || request.shotsVolume === 0 || shot.sound === false) continue;
    const sound = await decodeSound(context, shot.blob);
    if (sound === null) continue;
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
      const gain = new GainNode(context, { gain: mix.volume });
      const fade = Math.min(mix.fadeOutSeconds, length);
      if (fade > 0) {
        const fadeStart = Math.max(mix.offsetSeconds, length - fade);
        gain.gain.setValueAtTime(mix.volume, fadeStart);
        gain.gain.linearRampToValueAtTime(0, length);
      }
      source.connect(gain).connect(context.destination);
      source.start(mix.offsetSeconds, 0, length - mix.offsetSeconds);
    }
  }
  return context.startRendering();
}

/** The mixed sound in one-second pieces, so the muxer gets sound and pictures side by side. */
function* soundPieces(sound: AudioBuffer): Generator<AudioBuffer> {
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

function hex(data: AllowSharedBufferSource | undefined): string {
  if (data === undefined) return '';
  const bytes = ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What a shot's encoded streams are, read from the container's index and the packets' headers
 * (no frame is decoded): the facts `copyOrReencode` decides on. null: no video to read.
 */
async function readShotTrack(input: Input): Promise<ShotTrack | null> {
  const video = await input.getPrimaryVideoTrack();
  if (video === null) return null;
  const config = await video.getDecoderConfig();
  const audio = await input.getPrimaryAudioTrack();
  const audioConfig = audio === null ? null : await audio.getDecoderConfig();
  const keyFrames: number[] = [];
  let inOrder = true;
  let latest = -Infinity;
  for await (const packet of new EncodedPacketSink(video).packets(undefined, undefined, {
    metadataOnly: true,
  })) {
    if (packet.type === 'key') keyFrames.push(packet.timestamp);
    if (packet.timestamp < latest) inOrder = false;
    latest = Math.max(latest, packet.timestamp);
  }
  const stats = await video.computePacketStats();
  return {
    videoCodec: video.codec,
    videoConfig: config === null ? '' : `${config.codec}|${hex(config.description)}`,
    width: video.displayWidth,
    height: video.displayHeight,
    frameRate: stats.averagePacketRate,
    keyFrames: keyFrames.sort((a, b) => a - b),
    inOrder,
    audioCodec: audio?.codec ?? null,
    audioConfig:
      audioConfig === null
        ? null
        : `${audioConfig.codec}|${audioConfig.sampleRate}|${audioConfig.numberOfChannels}|${hex(audioConfig.description)}`,
  };
}

/**
 * The film as a copy (decision 027): each shot's packets from its key frame to its out point,
 * moved to their place in the film, written into one track without decoding a frame. The plan
 * has already checked that every shot needs the same decoder set-up.
 */
async function copyFilm(
  request: FilmRequest,
  inputs: readonly Input[],
  plan: FilmPlan & { path: 'copy' },
): Promise<Film> {
  const { signal } = request;
  const tracks = await Promise.all(
    inputs.map(async (input) => ({
      video: await input.getPrimaryVideoTrack(),
      audio: await input.getPrimaryAudioTrack(),
    })),
  );
  const first = tracks[0];
  const firstVideo = first?.video;
  if (firstVideo == null || firstVideo.codec === null) throw new Error('No video to copy.');
  const firstAudio = first?.audio ?? null;
  const videoConfig = await firstVideo.getDecoderConfig();
  const audioConfig = firstAudio === null ? null : await firstAudio.getDecoderConfig();
  const target = new BufferTarget();
  const output = new Output({
    format:
      plan.container === 'mp4'
        ? new Mp4OutputFormat({ fastStart: 'in-memory' })
        : new WebMOutputFormat(),
    target,
  });
  const video = new EncodedVideoPacketSource(firstVideo.codec);
  output.addVideoTrack(video);
  const audio = firstAudio?.codec == null ? null : new EncodedAudioPacketSource(firstAudio.codec);
  if (audio !== null) output.addAudioTrack(audio);
  const length = plan.cuts.at(-1)?.end ?? 0;
  const onAbort = () => void output.cancel();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await output.start();
    let videoMeta: EncodedVideoChunkMetadata | undefined =
      videoConfig === null ? undefined : { decoderConfig: videoConfig };
    let audioMeta: EncodedAudioChunkMetadata | undefined =
      audioConfig === null ? undefined : { decoderConfig: audioConfig };
    let lastSound = -Infinity;
    for (const cut of plan.cuts) {
      const shot = tracks[cut.index];
      if (shot?.video == null) throw new Error('No video to copy.');
      const pictures = new EncodedPacketSink(shot.video);
      // The key frame the plan starts on (a hair after it, so rounding never picks the one before).
      const key = await pictures.getKeyPacket(cut.inSeconds + 1e-3);
      if (key === null) throw new Error('No key frame to start the shot on.');
      const shift = cut.start - key.timestamp;
      const until = cut.outSeconds - 1e-6;
      for await (const packet of pictures.packets(key)) {
        aborted(signal);
        if (packet.timestamp >= until) {
          // In display order nothing after this is kept; with B-frames (out point at the end)
          // a later packet can still be shown earlier.
          if (packet.timestamp >= until + 1) break;
          continue;
        }
        if (packet.timestamp < key.timestamp) continue;
        await video.add(packet.clone({ timestamp: packet.timestamp + shift }), videoMeta);
        videoMeta = undefined;
        request.onProgress?.(Math.min(1, (packet.timestamp + shift) / Math.max(length, 0.001)));
      }
      if (audio !== null && shot.audio !== null)
        lastSound = await copySound(shot.audio, audio, cut, shift, lastSound, () => {
          const meta = audioMeta;
          audioMeta = undefined;
          return meta;
        });
    }
    aborted(signal);
    await output.finalize();
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  aborted(signal);
  const buffer = target.buffer;
  if (buffer === null) throw new Error('The film was not written.');
  const { width, height } = filmDimensions(request.aspect ?? '16:9', request.size);
  return {
    blob: new Blob([buffer], { type: plan.container === 'mp4' ? 'video/mp4' : 'video/webm' }),
    extension: plan.container,
    width,
    height,
    durationSeconds: length,
    videoCodec: firstVideo.codec,
    audioCodec: firstAudio?.codec ?? null,
    plan,
    // A copy starts each shot on its key frame: the captions go where the shots really are.
    cues: filmCues(
      plan.cuts,
      plan.cuts.map((cut) => request.shots[cut.index]?.caption),
      plan.cuts.map((cut) => request.shots[cut.index]?.cues),
    ),
    formatNote: null,
  };
}

/** A copied shot's sound, from its first picture to its out point, after the shot before's. */
async function copySound(
  track: InputAudioTrack,
  into: EncodedAudioPacketSource,
  cut: { inSeconds: number; outSeconds: number; start: number },
  shift: number,
  after: number,
  meta: () => EncodedAudioChunkMetadata | undefined,
): Promise<number> {
  const sink = new EncodedPacketSink(track);
  const from: EncodedPacket | null =
    (await sink.getPacket(cut.inSeconds)) ?? (await sink.getFirstPacket());
  if (from === null) return after;
  let last = after;
  for await (const packet of sink.packets(from)) {
    if (packet.timestamp >= cut.outSeconds) break;
    const at = packet.timestamp + shift;
    // Never before the shot's first picture, nor back over the shot before's last piece.
    if (at < cut.start - 1e-6 || at <= last) continue;
    await into.add(packet.clone({ timestamp: at }), meta());
    last = at;
  }
  return last;
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
 * Where an export's time went, as performance measures ("film export: …") that the bench reads
 * from the page; nothing is sent anywhere.
 */
function mark(what: string, milliseconds: number): void {
  performance.measure(`film export: ${what}`, { start: 0, duration: Math.max(0, milliseconds) });
}

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
    const codecs = await chooseCodecs(wanted, width, height);
    // The shots after the title card: frames, sound and captions all take their times from here.
    const placedShots = placeShots(timings).map((p) => ({
      ...p,
      start: p.start + lead,
      end: p.end + lead,
    }));
    const cues = filmCues(
      placedShots,
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
      // The last decoded frame, kept so a moment with none repeats it.
      let previous: VideoSample | null = null;
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
        if (caption !== null) drawCaption(context, caption.text, width, height);
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
      for (const [index, placed] of placedShots.entries()) {
        const input = inputs[index];
        const track = input ? await input.getPrimaryVideoTrack() : null;
        const times = frameTimes(placed, FILM_FRAME_RATE);
        const samples =
          track === null
            ? null
            : new VideoSampleSink(track).samplesAtTimestamps(times.map((t) => t.sourceSeconds));
        for (const time of times) {
          aborted(signal);
          const started = clock();
          const sample = samples === null ? null : ((await samples.next()).value ?? null);
          spent.decode += clock() - started;
          const picture = pictureAt(time.filmSeconds, sample ?? previous, request.shots[index]);
          if (sample !== null) {
            previous?.close();
            previous = sample;
          }
          await addFrame(picture, time.filmSeconds);
        }
        await samples?.return();
      }
      const shotsEnd = placedShots.at(-1)?.end ?? lead;
      if (endCard !== null) await addCard(endCard, shotsEnd, length);
      previous?.close();
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
