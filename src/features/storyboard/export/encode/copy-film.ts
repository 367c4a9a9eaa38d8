import {
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
  type EncodedPacket,
  type Input,
  type InputAudioTrack,
} from 'mediabunny';
import type { FilmPlan } from '../../board/film-plan';
import { filmCues } from '../../finish/captions';
import { filmDimensions } from '../../finish/framing';
import { aborted, type Film, type FilmRequest } from './film-request';

/**
 * The film as a copy (decision 027): each shot's packets from its key frame to its out point,
 * moved to their place in the film, written into one track without decoding a frame. The plan
 * has already checked that every shot needs the same decoder set-up.
 */
export async function copyFilm(
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
