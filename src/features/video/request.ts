import type { ImageFieldName } from './paths';
import type { VideoFormValues } from './schema';

/**
 * Form values → the body of `POST /v1/videos`. The contract names no first-frame field, so the
 * field is a setting (`image` by default); `images` takes an array. Ratio is documented for text
 * to video only, so image to video leaves it out.
 */
export function toVideoRequest(
  values: VideoFormValues,
  imageField: ImageFieldName,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    model: values.model,
    prompt: values.prompt,
    seconds: values.seconds,
    resolution: values.resolution,
    watermark: values.watermark,
  };
  if (values.model === 'videomodel-1.0-t2v') {
    body.ratio = values.ratio;
  } else if (values.firstFrame) {
    body[imageField] = imageField === 'images' ? [values.firstFrame.url] : values.firstFrame.url;
  }
  return body;
}

/** The body as the ledger keeps it: a data URL of up to 20 MB is summarised, not stored. */
export function redactInlineImages(body: Record<string, unknown>): Record<string, unknown> {
  const shorten = (v: unknown): unknown =>
    typeof v === 'string' && /^data:[^\s,]*,/i.test(v)
      ? `${v.slice(0, v.indexOf(',') + 1)}… (${Math.round(v.length / 1024)} KB, not kept)`
      : Array.isArray(v)
        ? v.map(shorten)
        : v;
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, shorten(v)]));
}
