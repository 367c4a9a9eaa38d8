import { t } from '@/i18n/i18n';
import type { GeneratorRecall } from '@/jobs/forms/recall';

/**
 * Where an image can start a video (issue 27, item 2): each target is another generator's form and
 * the field its image goes in. Features never import each other, so the forms are named here by
 * their kind, route and field names; `features/first-frame-handoff.test.ts` holds these names to
 * the target forms' own schemas (a renamed field fails there, not in a person's hands).
 *
 * The image goes as a URL through the one hand-off ("Use these settings"): the target form opens
 * with it set on top of its own draft (what the person had typed there stays), and judges it by
 * its own limits at the field — Video loads and measures it (300 px, 1:2.5–2.5:1), Clip and Pixa
 * check it is a web link. Nothing is sent until the person presses Generate there.
 */
export interface FirstFrameTarget {
  id: 'video' | 'clip-start' | 'clip-end' | 'pixa';
  kind: string;
  path: string;
  readonly label: string;
  /** The target form's values with the image set, over the values it had (its draft). */
  recall: (url: string, draft: Readonly<Record<string, unknown>>) => GeneratorRecall;
}

const set = (
  draft: Readonly<Record<string, unknown>>,
  values: Record<string, unknown>,
  pending: Record<string, string> = {},
): GeneratorRecall => ({ values: { ...draft, ...values }, missing: [], pending });

export const firstFrameTargets: readonly FirstFrameTarget[] = [
  {
    id: 'video',
    kind: 'video',
    path: 'video',
    get label() {
      return t('image.useAs.video');
    },
    // Image to video; the field loads and measures a pending URL into an empty first frame.
    recall: (url, draft) =>
      set(draft, { model: 'videomodel-1.0-i2v', firstFrame: null }, { firstFrame: url }),
  },
  {
    id: 'clip-start',
    kind: 'clip',
    path: 'clip',
    get label() {
      return t('image.useAs.clipStart');
    },
    recall: (url, draft) => set(draft, { imageUrl: url }),
  },
  {
    id: 'clip-end',
    kind: 'clip',
    path: 'clip',
    get label() {
      return t('image.useAs.clipEnd');
    },
    recall: (url, draft) => set(draft, { imageEndUrl: url }),
  },
  {
    id: 'pixa',
    kind: 'pixa',
    path: 'pixa',
    get label() {
      return t('image.useAs.pixa');
    },
    recall: (url, draft) => set(draft, { imgUrl: url }),
  },
];
