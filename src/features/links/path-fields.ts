import { t } from '@/i18n/i18n';
import type { AssumedPathField } from '@/jobs/generator';
import { assumedPaths } from './paths';

const field = (
  key: keyof typeof assumedPaths,
  id: string,
  label: () => string,
  name: () => string,
): AssumedPathField => ({
  key,
  ...assumedPaths[key],
  serves: 'writing',
  id,
  get label() {
    return label();
  },
  get name() {
    return name();
  },
  help: (path) => t('common.defaultPath', { path }),
  placeholder: null,
});

/** From a link's three guessed paths in Settings → Advanced (their defaults and rules: `paths.ts`). */
export const linkAssumedPaths: readonly AssumedPathField[] = [
  field(
    'linkSummaryPath',
    'link-summary',
    () => t('links.path.summary'),
    () => t('links.pathName.summary'),
  ),
  field(
    'linkSubtitlePath',
    'link-subtitle',
    () => t('links.path.subtitle'),
    () => t('links.pathName.subtitle'),
  ),
  field(
    'linkChatPath',
    'link-chat',
    () => t('links.path.chat'),
    () => t('links.pathName.chat'),
  ),
];
