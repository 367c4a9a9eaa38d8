import { t } from '@/i18n/i18n';
import { assumedPathField, type AssumedPathField, type AssumedPathWords } from '@/jobs/generator';
import { assumedPaths } from './paths';

const field = (key: keyof typeof assumedPaths, id: string, words: Omit<AssumedPathWords, 'help'>) =>
  assumedPathField(key, assumedPaths[key], id, 'writing', {
    ...words,
    help: (path) => t('common.defaultPath', { path }),
  });

/** From a link's three guessed paths in Settings → Advanced (their defaults and rules: `paths.ts`). */
export const linkAssumedPaths: readonly AssumedPathField[] = [
  field('linkSummaryPath', 'link-summary', {
    label: () => t('links.path.summary'),
    name: () => t('links.pathName.summary'),
  }),
  field('linkSubtitlePath', 'link-subtitle', {
    label: () => t('links.path.subtitle'),
    name: () => t('links.pathName.subtitle'),
  }),
  field('linkChatPath', 'link-chat', {
    label: () => t('links.path.chat'),
    name: () => t('links.pathName.chat'),
  }),
];
