import type { FeaturePart } from '@/jobs/part';
import { lazy } from 'react';
import { t } from '@/i18n/i18n';
import { generatorModule, type GeneratorModule } from '@/jobs/generator';
import { tryAgainFrom } from '@/jobs/create/try-again';
import { batchFrom } from '@/jobs/batch/batch-form';
import { commonSummaryFields, modelField } from '@/jobs/summary-fields';
import { imageAbout } from './about';
import { IMAGE_EDIT_KIND } from './edit/api';
import { imageEditKindView } from './edit/kind';
import { imagePictureEditor } from './edit/picture-editor';
import { imageCreator, imagePoller } from './api';
import { imageAssumedPaths } from './path-fields';
import { ImageResultView } from './image-result-view';
import { recallImage } from './recall';
import { imageDefaults, zImageForm } from './schema';

/**
 * Text to image. A request ends in its one POST (no task to follow) with its `n` images as one
 * job's media — one paid request, one record — each shown by `ImageResult` with its own Download
 * and "Use as first frame". No importer: there is no id to follow.
 */
export const imageGenerator: GeneratorModule = generatorModule(imageAbout, {
  Page: lazy(imageAbout.loadPage),
  Result: ImageResultView,
  poller: imagePoller,
  summaryFields: {
    ...commonSummaryFields,
    model: modelField,
    images: {
      get label() {
        return t('image.count');
      },
    },
  },
  recall: recallImage,
  batch: batchFrom({
    schema: zImageForm,
    defaults: imageDefaults,
    creator: imageCreator,
    example: () => ({ prompt: t('image.prompt.placeholder') }),
  }),
  tryAgain: tryAgainFrom({
    schema: zImageForm,
    defaults: imageDefaults,
    creator: imageCreator,
    recall: recallImage,
  }),
  assumedPaths: imageAssumedPaths,
  picturesAreResults: true,
  // Its page's list shows the edits made there beside the pictures made from words.
  listsAlso: [IMAGE_EDIT_KIND],
});

/**
 * What this folder offers the studio: its generator (the app finds it by glob, issue 39), and
 * the picture edits made on its page, a kind of job of their own (issue 56).
 */
export const part: FeaturePart = {
  generator: imageGenerator,
  kindViews: { [IMAGE_EDIT_KIND]: imageEditKindView },
  // A character's first frame is a picture edit (jobs/characters asks through this).
  pictureEditor: imagePictureEditor,
};
