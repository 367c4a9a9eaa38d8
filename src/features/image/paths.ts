import { pathReader, type AssumedPathRules } from '@/gateway/assumed-paths';

/**
 * What this generator assumes where the contract shows nothing, stored per gateway profile (the
 * app hands these to the gateway before the first render; Settings → Advanced draws them from
 * `path-fields.ts`). Plain data: the demo's Node server and the e2e specs read it too.
 */
export const assumedPaths = {
  /** Text to image (issue 27): synchronous, `{model, prompt, size, n, response_format}` → `{data}`. */
  imageGenerationsPath: { default: '/v1/images/generations' },
  /**
   * Edit a picture (issue 56): the path the multipart and JSON forms are sent to, `{model,
   * prompt, image[], mask, n, size, response_format}` → `{data}`, synchronous.
   */
  imageEditsPath: { default: '/v1/images/edits' },
  /** Which form an edit is sent in: multipart (files), JSON (data URLs), or generate content. */
  imageEditForm: { default: 'multipart', choices: ['multipart', 'json', 'generate-content'] },
  /** The model an edit asks for (in the body, or in the generate-content path's `{model}`). */
  imageEditModel: { default: 'imagemodel-1.0-edit', text: 'line' },
  /** The generate-content form's path: the pictures as `inline_data` parts, pictures answered. */
  generateContentPath: { default: '/v1beta/models/{model}:generateContent' },
} as const satisfies AssumedPathRules;

/** The forms an edit may be sent in (`imageEditForm`). */
export type ImageEditForm = 'multipart' | 'json' | 'generate-content';

/** This generator's path in a profile's paths: what it stores when that fits, else the default. */
export const imagePath = pathReader(assumedPaths);
