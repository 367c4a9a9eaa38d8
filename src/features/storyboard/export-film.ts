import {
  ADTS,
  AudioBufferSource,
  BlobSource,
  BufferTarget,
  CanvasSink,
  CanvasSource,
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
  WAVE,
  WEBM,
  WebMOutputFormat,
  getFirstEncodableAudioCodec,
  getFirstEncodableVideoCodec,
  type AudioCodec,
  type VideoCodec,
} from 'mediabunny';
import {
  FILM_FRAME_RATE,
  filmLength,
  filmSizes,
  frameTimes,
  placeShots,
  type FilmSize,
  type ShotTiming,
  type SoundtrackMix,
} from './timeline';

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
}

export interface FilmRequest {
  shots: readonly FilmShot[];
  song: { blob: Blob; mix: SoundtrackMix } | null;
  shotsVolume: number;
  size: FilmSize;
  /** 0–1, as frames are encoded. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface Film {
  blob: Blob;
  extension: 'mp4' | 'webm';
  width: number;
  height: number;
  durationSeconds: number;
  videoCodec: VideoCodec;
  audioCodec: AudioCodec;
}

/** No encoder for any of the codecs a film can be written in. */
export class NoEncoderError extends Error {
  override readonly name = 'NoEncoderError';
}

/**
 * MP4 with H.264 and AAC where the browser encodes both (what every player and site takes);
 * otherwise WebM with VP9 (or AV1, VP8) and Opus, which every Chromium and Firefox encodes.
 */
async function chooseCodecs(width: number, height: number) {
  const avc = await getFirstEncodableVideoCodec(['avc'], { width, height });
  const aac = await getFirstEncodableAudioCodec(['aac'], {
    numberOfChannels: CHANNELS,
    sampleRate: SAMPLE_RATE,
  });
  if (avc !== null && aac !== null)
    return { container: 'mp4' as const, videoCodec: avc, audioCodec: aac };
  const video = await getFirstEncodableVideoCodec(['vp9', 'av1', 'vp8'], { width, height });
  const audio = await getFirstEncodableAudioCodec(['opus'], {
    numberOfChannels: CHANNELS,
    sampleRate: SAMPLE_RATE,
  });
  if (video === null || audio === null) throw new NoEncoderError('no encodable codec');
  return { container: 'webm' as const, videoCodec: video, audioCodec: audio };
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
): Promise<AudioBuffer> {
  const frames = Math.max(1, Math.ceil(length * SAMPLE_RATE));
  const context = new OfflineAudioContext(CHANNELS, frames, SAMPLE_RATE);
  const placed = placeShots(timings);
  for (const [index, shot] of request.shots.entries()) {
    const at = placed[index];
    if (at === undefined || request.shotsVolume === 0) continue;
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

export async function exportFilm(request: FilmRequest): Promise<Film> {
  const { signal } = request;
  const { width, height } = filmSizes[request.size];
  const codecs = await chooseCodecs(width, height);
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
    const length = filmLength(timings);
    aborted(signal);
    const sound = await mixSound(request, timings, length);
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
    const video = new CanvasSource(canvas, {
      codec: codecs.videoCodec,
      quality: request.size === '1080p' ? QUALITY_HIGH : QUALITY_MEDIUM,
      keyFrameInterval: 2,
    });
    const audio = new AudioBufferSource({ codec: codecs.audioCodec, quality: QUALITY_MEDIUM });
    output.addVideoTrack(video, { frameRate: FILM_FRAME_RATE });
    output.addAudioTrack(audio);
    const onAbort = () => void output.cancel();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      await output.start();
      const pieces = soundPieces(sound);
      let soundUntil = 0;
      const totalFrames = Math.max(1, Math.round(length * FILM_FRAME_RATE));
      let done = 0;
      for (const [index, placed] of placeShots(timings).entries()) {
        const input = inputs[index];
        const track = input ? await input.getPrimaryVideoTrack() : null;
        const times = frameTimes(placed, FILM_FRAME_RATE);
        const sink =
          track === null ? null : new CanvasSink(track, { width, height, fit: 'contain' });
        const frames =
          sink === null ? null : sink.canvasesAtTimestamps(times.map((t) => t.sourceSeconds));
        for (const time of times) {
          aborted(signal);
          const frame = frames === null ? null : (await frames.next()).value;
          // A moment before the source's first frame keeps the last picture (black at the start).
          if (frame) {
            context.fillStyle = '#000';
            context.fillRect(0, 0, width, height);
            context.drawImage(frame.canvas, 0, 0, width, height);
          } else if (done === 0) {
            context.fillStyle = '#000';
            context.fillRect(0, 0, width, height);
          }
          await video.add(time.filmSeconds, 1 / FILM_FRAME_RATE);
          while (soundUntil <= time.filmSeconds + 1) {
            const piece = pieces.next();
            if (piece.done === true) break;
            await audio.add(piece.value);
            soundUntil += piece.value.duration;
          }
          done += 1;
          request.onProgress?.(Math.min(1, done / totalFrames));
        }
        await frames?.return();
      }
      for (let piece = pieces.next(); piece.done !== true; piece = pieces.next())
        await audio.add(piece.value);
      aborted(signal);
      await output.finalize();
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
      videoCodec: codecs.videoCodec,
      audioCodec: codecs.audioCodec,
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
