// One named icon (never `import * as`): the start-up bundle keeps only the icons it names.
import { ScanFace } from 'lucide-react';
import { t } from '@/i18n/i18n';
import type { GeneratorAbout } from '@/jobs/generator';
import declared from './generator.json';

/** What the shell shows of the talking head before any of its code loads. */
export const avatarAbout: GeneratorAbout = {
  kind: declared.kind,
  path: declared.path,
  order: declared.order,
  get label() {
    return t('avatar.label');
  },
  icon: ScanFace,
  get tagline() {
    return t('avatar.tagline');
  },
  get description() {
    return t('avatar.description');
  },
  loadPage: () => import('./avatar-form').then((m) => ({ default: m.AvatarForm })),
};
