import { t } from '@/i18n/i18n';
import { asRecord, recallFrom, type Recall, type RecallCandidate } from '@/jobs/forms/recall';
import type { Job } from '@/jobs/job';
import type { KindView } from '@/jobs/kind-view';
import { commonSummaryFields } from '@/jobs/summary-fields';
import declared from '../generator.json';
import { ImageResultView } from '../image-result-view';
import { zImageEditForm, type ImageEditFormInput } from './schema';

/**
 * An edit's settings back as the form holds them, from the body the ledger kept: the words, the
 * count, the size — never the pictures or the mask, which were not kept (the form asks for them).
 */
export function recallEdit(job: Job): Recall<ImageEditFormInput> {
  const body = asRecord(job.request);
  const candidate: RecallCandidate<ImageEditFormInput> = {};
  const prompt = typeof body.prompt === 'string' ? body.prompt : job.prompt;
  if (prompt !== '') candidate.prompt = prompt;
  if (body.size !== undefined) candidate.size = body.size;
  if (typeof body.n === 'number' || typeof body.n === 'string') candidate.n = String(body.n);
  // The pictures and the mask were never kept: the form asks for them again.
  return recallFrom<ImageEditFormInput>(zImageEditForm.shape, candidate, ['prompt', 'size', 'n'], {
    missing: [{ field: 'pictures', reason: 'file-not-kept' }],
  });
}

/**
 * How the Library shows an edit (kind `image-edit`): its pictures as Image's results are shown
 * (Download, Use as first frame, Edit this picture), its fields, and "Use these settings" opening
 * Edit a picture on the Image page. No poller: it ended in its one request.
 */
export const imageEditKindView: KindView = {
  get label() {
    return t('image.edit.kind');
  },
  path: declared.path,
  Result: ImageResultView,
  recall: recallEdit,
  picturesAreResults: true,
  resultMedia: 'image',
  summaryFields: {
    ...commonSummaryFields,
    pictures: {
      get label() {
        return t('image.edit.field.pictures');
      },
    },
    mask: {
      get label() {
        return t('image.edit.field.mask');
      },
    },
    images: {
      get label() {
        return t('image.count');
      },
    },
    character: {
      get label() {
        return t('image.edit.field.character');
      },
    },
  },
};
