import { EncodedPacketSink, type Input } from 'mediabunny';
import type { ShotTrack } from '../../board/film-plan';

/**
 * Reading a shot before deciding how the film is made: its encoded streams' facts, without
 * decoding a frame. `copyOrReencode` (pure, in the board's timeline) decides on them; this is the
 * only part of that decision that needs Mediabunny.
 */

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
export async function readShotTrack(input: Input): Promise<ShotTrack | null> {
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
