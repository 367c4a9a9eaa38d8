import { t } from '@/i18n/i18n';
import type { GeneratorRecall } from '@/jobs/forms/recall';

/**
 * Where an image can start a video (issue 27, item 2): each target is another generator's form and
 * the field its image goes in. Features never import each other, so the forms are named here by
 * their kind, route and field names; `features/first-frame-handoff.test.ts` holds these names to
 * the target forms' own schemas (a renamed field fails there, not in a person's hands).
 *
 * The image goes as a URL through the one hand-off ("Use these settings"), as an image only: the
 * target form opens with it set on top of its own draft (what the person had typed there stays,
 * issue 38 item 5), shows the picture at its field, and judges it by its own limits there — Video loads and measures it (300 px, 1:2.5–2.5:1), Clip and Pixa
 * check it is a web link. Nothing is sent until the person presses Generate there.
 */
export interface FirstFrameTarget {
  id: 'video' | 'clip-start' | 'clip-end' | 'pixa';
  kind: string;
  path: string;
  /** The target form's field the image goes in. */
  field: string;
  readonly label: string;
  /** What the target form sets: the image, and only what it needs to take one. Its draft stays. */
  recall: (url: string) => GeneratorRecall;
}

const set = (
  values: Record<string, unknown>,
  pending: Record<string, string> = {},
): GeneratorRecall => ({ values, missing: [], pending });

export const firstFrameTargets: readonly FirstFrameTarget[] = [
  {
    id: 'video',
    kind: 'video',
    path: 'video',
    field: 'firstFrame',
    get label() {
      return t('image.useAs.video');
    },
    // Image to video; the field loads and measures a pending URL into an empty first frame.
    recall: (url) => set({ model: 'videomodel-1.0-i2v', firstFrame: null }, { firstFrame: url }),
  },
  {
    id: 'clip-start',
    kind: 'clip',
    path: 'clip',
    field: 'imageUrl',
    get label() {
      return t('image.useAs.clipStart');
    },
    recall: (url) => set({ imageUrl: url }),
  },
  {
    id: 'clip-end',
    kind: 'clip',
    path: 'clip',
    field: 'imageEndUrl',
    get label() {
      return t('image.useAs.clipEnd');
    },
    recall: (url) => set({ imageEndUrl: url }),
  },
  {
    id: 'pixa',
    kind: 'pixa',
    path: 'pixa',
    field: 'imgUrl',
    get label() {
      return t('image.useAs.pixa');
    },
    recall: (url) => set({ imgUrl: url }),
  },
];
