/**
 * Where a video frame goes in the picture made from it, so the picture is within an
 * image-to-video's limits (Video: at least 300 px each way, a shape from 1:2.5 to 2.5:1): pure,
 * so the maths is tested apart from any canvas.
 */
import type { FrameLimits } from '@/jobs/generator-types';

export type { FrameLimits };

export interface FrameFit {
  /** The picture's size. */
  width: number;
  height: number;
  /** The frame's place in it: bars fill the rest when it was letterboxed. */
  x: number;
  y: number;
  drawWidth: number;
  drawHeight: number;
  /** The frame was made larger (to reach the least size) or smaller (to stay under `maxSide`). */
  scaled: boolean;
  /** Bars were added to bring a shape wider or taller than allowed within the limits. */
  letterboxed: boolean;
}

/** A frame larger than this on its long side is made smaller: a PNG of it stays well under 20 MB. */
export const FRAME_MAX_SIDE = 1920;

export function fitFrame(
  sourceWidth: number,
  sourceHeight: number,
  limits: Pick<FrameLimits, 'minPx' | 'maxAspect'>,
  maxSide = FRAME_MAX_SIDE,
): FrameFit {
  const w = Math.max(1, sourceWidth);
  const h = Math.max(1, sourceHeight);
  // The picture's shape: the frame's, or the nearest allowed one, reached by bars.
  const aspect = w / h;
  const boxAspect = Math.min(limits.maxAspect, Math.max(1 / limits.maxAspect, aspect));
  const letterboxed = boxAspect !== aspect;
  // The box around the frame at the frame's own scale.
  let boxW = letterboxed && boxAspect < aspect ? w : letterboxed ? h * boxAspect : w;
  let boxH = letterboxed && boxAspect > aspect ? h : letterboxed ? w / boxAspect : h;
  // Scale the box: up until its short side reaches the least size, down to the longest side.
  let scale = 1;
  if (Math.min(boxW, boxH) < limits.minPx) scale = limits.minPx / Math.min(boxW, boxH);
  else if (Math.max(boxW, boxH) > maxSide) scale = maxSide / Math.max(boxW, boxH);
  boxW *= scale;
  boxH *= scale;
  // Whole pixels, never below the least size.
  const width = Math.max(limits.minPx, Math.round(boxW));
  const height = Math.max(limits.minPx, Math.round(boxH));
  const drawWidth = Math.min(width, Math.round(w * scale));
  const drawHeight = Math.min(height, Math.round(h * scale));
  return {
    width,
    height,
    x: Math.round((width - drawWidth) / 2),
    y: Math.round((height - drawHeight) / 2),
    drawWidth,
    drawHeight,
    scaled: scale !== 1,
    letterboxed,
  };
}
