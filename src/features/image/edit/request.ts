import { dataUrlBase64, dataUrlBytes } from '@/lib/base64';
import { formatBytes } from '@/lib/bytes';
import type { ImageEditForm } from '../paths';
import type { EditRequest, EditSize } from './schema';

/**
 * An edit's body in each of the three forms a relay may take (issue 56; `imageEditForm` in
 * Settings → Advanced). Pure: the pictures are already PNG `data:` URLs in the values, so each
 * form is built from them without reading a file. Every form asks for the pictures themselves
 * (`b64_json`): a relay's links expire within the hour, and a picture answered as bytes is kept
 * in this browser as the job's copy.
 */
export const EDIT_RESPONSE_FORMAT = 'b64_json';

/** What the model is told of the mask where the form has no field for it (generate content). */
const MASK_NOTE =
  'The last picture is a mask of the first: change only where the mask is transparent, and keep everything else exactly as it is.';

function pngBlob(dataUrl: string): Blob {
  const read = dataUrlBytes(dataUrl);
  return new Blob([read?.bytes ?? new Uint8Array(0)], { type: 'image/png' });
}

/** A picture's file name as sent: its own name, as a PNG (it is one now). */
export function sentName(name: string, index: number): string {
  const stem = name.replace(/\.[a-z0-9]{1,5}$/i, '').trim();
  return `${stem === '' ? `picture-${index + 1}` : stem}.png`;
}

/** The fields every form of the images API carries besides the pictures. */
function fields(values: EditRequest, model: string) {
  return {
    model,
    prompt: values.prompt,
    n: values.n,
    size: values.size,
    response_format: EDIT_RESPONSE_FORMAT,
  };
}

/**
 * The multipart form (the default): `model`, `prompt`, `n`, `size`, `response_format`, each
 * picture as `image[]` (as Dooy's client and new-api send them), and `mask` when one was painted.
 */
export function toEditMultipart(values: EditRequest, model: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields(values, model)))
    form.append(name, String(value));
  values.pictures.forEach((picture, index) =>
    form.append('image[]', pngBlob(picture.png), sentName(picture.name, index)),
  );
  if (values.mask !== null) form.append('mask', pngBlob(values.mask.png), 'mask.png');
  return form;
}

/**
 * The JSON form of the same path (new-api takes it): `image` a data URL, or a list of them when
 * there are several; `mask` a data URL.
 */
export function toEditJson(values: EditRequest, model: string): Record<string, unknown> {
  const images = values.pictures.map((p) => p.png);
  return {
    ...fields(values, model),
    image: images.length === 1 ? images[0] : images,
    ...(values.mask !== null ? { mask: values.mask.png } : {}),
  };
}

/** The shape a size asks for, where the generate-content form takes a shape, not pixels. */
const aspectOf: Record<EditSize, string | null> = {
  auto: null,
  '1024x1024': '1:1',
  '1536x1024': '3:2',
  '1024x1536': '2:3',
};

/**
 * The generate-content form (`POST …/models/{model}:generateContent`): the instruction as a text
 * part, each picture as an `inline_data` part, the mask as one more after them (the form has no
 * mask field, so the text says what it is); pictures asked for (`responseModalities`), several
 * results as candidates.
 */
export function toGenerateContent(values: EditRequest): Record<string, unknown> {
  const text = values.mask === null ? values.prompt : `${values.prompt}\n\n${MASK_NOTE}`;
  const inline = (png: string) => ({
    inline_data: { mime_type: 'image/png', data: dataUrlBase64(png) },
  });
  const aspect = aspectOf[values.size];
  return {
    contents: [
      {
        role: 'user',
        parts: [
          { text },
          ...values.pictures.map((p) => inline(p.png)),
          ...(values.mask !== null ? [inline(values.mask.png)] : []),
        ],
      },
    ],
    generationConfig: {
      responseModalities: ['IMAGE'],
      ...(values.n > 1 ? { candidateCount: values.n } : {}),
      ...(aspect !== null ? { imageConfig: { aspectRatio: aspect } } : {}),
    },
  };
}

/** The pictures as the ledger keeps them: what they were, never their bytes. */
function describePicture(picture: { name: string; width: number; height: number; png: string }) {
  const bytes = Math.round((dataUrlBase64(picture.png).length * 3) / 4);
  return `${picture.name} (${picture.width}×${picture.height}, ${formatBytes(bytes)} PNG, not kept)`;
}

/** The request as the ledger keeps it: its form, path and fields, the pictures described. */
export function describeEdit(
  values: EditRequest,
  { form, model, path }: { form: ImageEditForm; model: string; path: string },
): Record<string, unknown> {
  return {
    form,
    path,
    ...fields(values, model),
    image: values.pictures.map(describePicture),
    mask: values.mask === null ? null : describePicture({ ...values.mask, name: 'mask.png' }),
  };
}
