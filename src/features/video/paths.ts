import { pathReader, type AssumedPathRules } from '@/gateway/assumed-paths';

/** The names the first frame of an image-to-video create may go under (the contract names none). */
export const imageFieldNames = ['image', 'images', 'input_reference'] as const;
export type ImageFieldName = (typeof imageFieldNames)[number];

/**
 * What this generator assumes where the contract shows nothing, stored per gateway profile (the
 * app hands these to the gateway before the first render; Settings → Advanced draws them from
 * `path-fields.ts`). Plain data: the demo's Node server and the e2e specs read it too.
 */
export const assumedPaths = {
  /** Name of the first-frame field of `POST /v1/videos` (image to video). */
  videoImageField: { default: 'image', choices: imageFieldNames },
  /** Video remix (issue 13): `{id}` is the finished source video's task id. */
  videoRemixPath: { default: '/v1/videos/{id}/remix' },
} as const satisfies AssumedPathRules;

/** This generator's path in a profile's paths: what it stores when that fits, else the default. */
export const videoPath = pathReader(assumedPaths);

/** The first-frame field a profile names (one of `imageFieldNames`). */
export function imageFieldIn(paths: Readonly<Record<string, string>>): ImageFieldName {
  const name = videoPath(paths, 'videoImageField');
  return imageFieldNames.find((n) => n === name) ?? assumedPaths.videoImageField.default;
}
