import { t } from '@/i18n/i18n';
import type { DerivedOperation } from '@/jobs/derived-operation';
import { concatCreator, continueCreator, stemsCreator } from './derive';
import { uploadCreator } from './upload';

/**
 * What can be made from a finished song. The choice belongs to one clip of the result, so the
 * module's `Result` draws the forms beside each clip (`clip-actions.tsx`).
 */
export const musicOperations: readonly DerivedOperation[] = [
  {
    id: 'continue',
    get label() {
      return t('job.action.continue');
    },
    icon: 'sparkles',
    // A continuation shares its source's title: its headline says what it is.
    namesChild: true,
    form: 'result',
    request: continueCreator,
    lineage: {
      source: 'lineage.source.continue',
      child: 'lineage.child.continue',
      sourceAt: 'lineage.source.continueAt',
      childAt: 'lineage.child.continueAt',
    },
  },
  {
    id: 'stems',
    get label() {
      return t('job.action.stems');
    },
    icon: 'git-branch',
    // A stem is already split.
    offeredOn: (job) => job.source?.relation !== 'stems',
    form: 'result',
    request: stemsCreator,
    lineage: {
      source: 'lineage.source.stems',
      child: 'lineage.child.stems',
    },
  },
  {
    id: 'concat',
    get label() {
      return t('job.action.concat');
    },
    icon: 'git-branch',
    // Only a continued song can be joined into one.
    offeredOn: (job) => job.source?.relation === 'continue',
    namesChild: true,
    form: 'result',
    request: concatCreator,
    lineage: {
      source: 'lineage.source.concat',
      child: 'lineage.child.concat',
    },
  },
  {
    // A song from a file of one's own (issue 26): made on the Music page's "Upload audio", never
    // from a result, so no result offers it; declared for its lineage words and its headline.
    id: 'upload',
    get label() {
      return t('music.upload.action');
    },
    icon: 'sparkles',
    offeredOn: () => false,
    namesChild: true,
    form: 'result',
    request: uploadCreator,
    lineage: {
      source: 'lineage.source.upload',
      child: 'lineage.child.upload',
    },
  },
];
