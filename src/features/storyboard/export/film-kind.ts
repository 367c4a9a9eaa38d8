import { t } from '@/i18n/i18n';
import { commonSummaryFields, secondsField } from '@/jobs/summary-fields';
import { FilmLineage } from './film-lineage';
import { filmPrompt } from './film-sources';

/**
 * How the library shows a film (kind "film"): its name, its title and its fields' labels in the
 * language shown (the stored prompt keeps the words of the language it was made in), and its
 * lineage.
 */
export const filmKindView = {
  get label() {
    return t('storyboard.film.kind');
  },
  Emblem: FilmLineage,
  shownPrompt: filmPrompt,
  // The keys `saveFilm` writes, labelled as every card labels its fields.
  summaryFields: {
    ...commonSummaryFields,
    seconds: secondsField,
    format: {
      get label() {
        return t('storyboard.film.format');
      },
    },
  },
};
