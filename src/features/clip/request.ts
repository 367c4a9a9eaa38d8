import type { ClipFormValues } from './schema';

/** The body of `POST /v1/clipapro/generations`. */
export interface ClipRequest {
  user_prompt: string;
  aspect_ratio: string;
  expand_prompt: boolean;
  loop: boolean;
  image_url?: string;
  image_end_url?: string;
}

/**
 * Form values → the request body. Both booleans are always sent (the contract shows no defaults,
 * so the studio does not rely on the gateway's); an image field is sent only when it holds a URL,
 * because an empty string is not "no image" to every gateway.
 */
export function toClipRequest(values: ClipFormValues): ClipRequest {
  const body: ClipRequest = {
    user_prompt: values.prompt,
    aspect_ratio: values.aspectRatio,
    expand_prompt: values.expandPrompt,
    loop: values.loop,
  };
  if (values.imageUrl !== '') body.image_url = values.imageUrl;
  if (values.imageEndUrl !== '') body.image_end_url = values.imageEndUrl;
  return body;
}
