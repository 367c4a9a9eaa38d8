import type { PixaFormValues } from './schema';

export interface PixaCreateBody {
  prompt: string;
  model: string;
  duration: 5 | 8;
  quality: string;
  motion_mode: string;
  remove_watermark: 0 | 1;
  template_id?: number;
  seed?: number;
  img_url?: string;
}

/**
 * Form values → the body of `POST /vip/pixa/video/create`. Optional fields the person left empty
 * are left out rather than sent as 0 or "": a seed of 0 is a real seed, and template 0 is not "none"
 * on every gateway. `remove_watermark` is the 0/1 integer the records use.
 */
export function toPixaRequest(values: PixaFormValues): PixaCreateBody {
  const body: PixaCreateBody = {
    prompt: values.prompt,
    model: values.model,
    duration: values.duration,
    quality: values.quality,
    motion_mode: values.motionMode,
    remove_watermark: values.removeWatermark ? 1 : 0,
  };
  if (values.templateId !== null) body.template_id = values.templateId;
  if (values.seed !== null) body.seed = values.seed;
  if (values.imgUrl !== null) body.img_url = values.imgUrl;
  return body;
}
