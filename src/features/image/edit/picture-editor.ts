import { t } from '@/i18n/i18n';
import type { PictureEditor } from '@/jobs/characters/picture-editor';
import { withValues } from '@/jobs/create/try-again';
import { dataUrlBase64 } from '@/lib/base64';
import { IMAGE_EDIT_KIND, imageEditCreator } from './api';
import { zEditRequest } from './schema';

/**
 * Edit a picture as the studio's picture editor (issue 56): a character's first frame is one edit
 * of the characters' pictures into the shot's words — no mask, one result, the picture's own
 * size — checked by the edit's own schema and sent by its own creator, so it is an edit like any
 * other in the Library, named by its characters and made for its shot (lineage).
 */
export const imagePictureEditor: PictureEditor = {
  kind: IMAGE_EDIT_KIND,
  creator({ pictures, prompt, source, characters }) {
    const parsed = zEditRequest.safeParse({
      prompt,
      pictures: pictures.map((p) => ({
        png: p.png,
        name: p.name,
        type: 'image/png',
        bytes: Math.round((dataUrlBase64(p.png).length * 3) / 4),
        width: p.width,
        height: p.height,
        from: null,
      })),
      mask: null,
      n: 1,
      size: 'auto',
    });
    if (!parsed.success)
      return { problem: parsed.error.issues[0]?.message ?? t('image.edit.pictures.required') };
    const creator = imageEditCreator({ source, summaryExtra: { character: characters } });
    return { creator: withValues(creator, parsed.data) };
  },
};
