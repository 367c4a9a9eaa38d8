/**
 * Which file a film is written as (issue 42), decided from what this browser's WebCodecs can
 * encode — asked with `isConfigSupported`, never guessed from the browser's name. MP4 with H.264 is
 * the default (what platforms and players take), with AAC sound where there is an AAC encoder and
 * Opus in MP4 where there is not; WebM (VP9, else AV1 or VP8, with Opus) is the other choice. When
 * the one asked for cannot be made the other is, and the panel says why before the export starts.
 * Its own module, without Mediabunny, so the panel can ask before an export loads it.
 */

export const FILM_FORMATS = ['mp4', 'webm'] as const;
export type FilmFormat = (typeof FILM_FORMATS)[number];

export type FilmVideoCodec = 'avc' | 'vp9' | 'av1' | 'vp8';
export type FilmAudioCodec = 'aac' | 'opus';

/** What this browser encodes at the film's size: each codec's full codec string, or null. */
export interface EncoderSupport {
  video: Record<FilmVideoCodec, string | null>;
  audio: Record<FilmAudioCodec, boolean>;
}

export interface FormatChoice {
  container: FilmFormat;
  video: FilmVideoCodec;
  /** The codec string the encoder was found to take. */
  videoCodecString: string;
  audio: FilmAudioCodec;
  /** Why the film is not what was asked for, or not all it could be (null: it is). */
  note: 'noAac' | 'noH264' | 'noWebmVideo' | null;
}

/**
 * Codec strings tried for each codec, most capable first: H.264 High at level 4 (up to 1080×1920),
 * then Constrained Baseline at 3.1 (up to 720p); VP9 profile 0 at level 4; AV1 main at 4.0.
 */
const VIDEO_STRINGS: Record<FilmVideoCodec, readonly string[]> = {
  avc: ['avc1.640028', 'avc1.42001f'],
  vp9: ['vp09.00.40.08'],
  av1: ['av01.0.08M.08'],
  vp8: ['vp8'],
};
const AUDIO_STRINGS: Record<FilmAudioCodec, string> = { aac: 'mp4a.40.2', opus: 'opus' };
const WEBM_VIDEO: readonly FilmVideoCodec[] = ['vp9', 'av1', 'vp8'];

/** The film's format from what was asked and what can be encoded; null: nothing a film can be written in. */
export function chooseFormat(wanted: FilmFormat, support: EncoderSupport): FormatChoice | null {
  const avc = support.video.avc;
  const webm = WEBM_VIDEO.find((codec) => support.video[codec] !== null);
  const mp4Audio: FilmAudioCodec | null = support.audio.aac
    ? 'aac'
    : support.audio.opus
      ? 'opus'
      : null;
  const asMp4 = (note: FormatChoice['note']): FormatChoice | null =>
    avc === null || mp4Audio === null
      ? null
      : {
          container: 'mp4',
          video: 'avc',
          videoCodecString: avc,
          audio: mp4Audio,
          note: note ?? (mp4Audio === 'aac' ? null : 'noAac'),
        };
  const asWebm = (note: FormatChoice['note']): FormatChoice | null => {
    const string = webm === undefined ? null : support.video[webm];
    return webm === undefined || string == null || !support.audio.opus
      ? null
      : { container: 'webm', video: webm, videoCodecString: string, audio: 'opus', note };
  };
  return wanted === 'mp4'
    ? (asMp4(null) ?? asWebm('noH264'))
    : (asWebm(null) ?? asMp4('noWebmVideo'));
}

async function videoSupported(codec: string, width: number, height: number): Promise<boolean> {
  try {
    const answer = await VideoEncoder.isConfigSupported({
      codec,
      width,
      height,
      bitrate: 4_000_000,
      framerate: 30,
    });
    return answer.supported === true;
  } catch {
    return false;
  }
}

async function audioSupported(codec: string): Promise<boolean> {
  try {
    const answer = await AudioEncoder.isConfigSupported({
      codec,
      sampleRate: 48_000,
      numberOfChannels: 2,
      bitrate: 128_000,
    });
    return answer.supported === true;
  } catch {
    return false;
  }
}

/** Asks this browser's encoders, at the film's size (a codec may take 720p and refuse 1080p). */
export async function probeEncoders(width: number, height: number): Promise<EncoderSupport> {
  if (typeof VideoEncoder !== 'function' || typeof AudioEncoder !== 'function')
    return {
      video: { avc: null, vp9: null, av1: null, vp8: null },
      audio: { aac: false, opus: false },
    };
  const first = async (codec: FilmVideoCodec) => {
    for (const string of VIDEO_STRINGS[codec])
      if (await videoSupported(string, width, height)) return string;
    return null;
  };
  const [avc, vp9, av1, vp8, aac, opus] = await Promise.all([
    first('avc'),
    first('vp9'),
    first('av1'),
    first('vp8'),
    audioSupported(AUDIO_STRINGS.aac),
    audioSupported(AUDIO_STRINGS.opus),
  ]);
  return { video: { avc, vp9, av1, vp8 }, audio: { aac, opus } };
}
