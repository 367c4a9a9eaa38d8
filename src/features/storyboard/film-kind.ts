import { t } from '@/i18n/i18n';
import { FilmLineage } from './film-lineage';

/** How the library shows a film (kind "film"): its name in the language shown, and its lineage. */
export const filmKindView = {
  get label() {
    return t('storyboard.film.kind');
  },
  Emblem: FilmLineage,
};
