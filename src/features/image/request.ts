import { IMAGE_RESPONSE_FORMAT } from '@/features/image/gateway-schema';
import type { ImageFormValues } from './schema';

/** The form's values → the body of `POST /v1/images/generations`: links asked for, never bytes. */
export function toImageRequest(values: ImageFormValues) {
  return {
    model: values.model,
    prompt: values.prompt,
    size: values.size,
    n: values.n,
    response_format: IMAGE_RESPONSE_FORMAT,
  };
}
