import type { FeaturePart } from '@/jobs/part';
import { lazy } from 'react';
import { t } from '@/i18n/i18n';
import { musicAssumedPaths } from './path-fields';
import { generatorModule, type GeneratorModule } from '@/jobs/generator';
import { musicAbout } from './about';
import { commonSummaryFields, type SummaryValue } from '@/jobs/summary-fields';
import { tryAgainFrom } from '@/jobs/create/try-again';
import { batchFrom } from '@/jobs/batch/batch-form';
import { musicCreator, musicPoller } from './api';
import { tryAgainDerived } from '@/features/music/derive/derive';
import { tryAgainRestyled } from '@/features/music/derive/try-again-restyled';
import {
  formatMegabytes,
  isUploadStep,
  tryAgainUpload,
  uploadStepLabel,
} from '@/features/music/upload/upload';
import { musicImporter } from './importer';
import { tryAgainConversion } from './convert/convert';
import { lazyView } from '@/jobs/lazy-view';
import { musicOperations } from './operations';
import { personasPart } from './persona/library-part';
import { recallMusic } from './recall';
import { musicDefaults, zMusicForm } from './schema';

// Fetched when a card first shows it (jobs/lazy-view.ts): not with every page.
const MusicResult = lazyView(() => import('./music-result').then((m) => m.MusicResult));

/** The studio's own words for how a song was made, stored as these codes (the English words). */
const modeWords: Record<string, () => string> = {
  lyrics: () => t('music.mode.lyrics'),
  description: () => t('music.mode.description'),
  stems: () => t('music.mode.stems'),
  'whole song': () => t('music.mode.wholeSong'),
  upload: () => t('music.upload.mode'),
  wav: () => t('music.mode.wav'),
  midi: () => t('music.mode.midi'),
};

/** A MIDI file's link as its card names it: the file's own name, never the whole address. */
const midiText = (value: SummaryValue) => {
  const text = String(value);
  const last = /\/([^/?#]+)(?:[?#]|$)/.exec(text)?.[1];
  if (last === undefined || !/\.midi?$/i.test(last)) return '.mid';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};
const modeText = (value: SummaryValue) =>
  typeof value === 'string' && Object.hasOwn(modeWords, value)
    ? (modeWords[value]?.() ?? value)
    : String(value);

const tryAgainCreate = tryAgainFrom({
  schema: zMusicForm,
  defaults: musicDefaults,
  creator: musicCreator,
  recall: recallMusic,
});

export const musicGenerator: GeneratorModule = generatorModule(musicAbout, {
  Page: lazy(musicAbout.loadPage),
  Result: MusicResult,
  resultMedia: 'audio',
  poller: musicPoller,
  importer: musicImporter,
  summaryFields: {
    ...commonSummaryFields,
    mode: {
      get label() {
        return t('music.mode');
      },
      format: modeText,
    },
    model: {
      get label() {
        return t('music.model');
      },
    },
    title: {
      get label() {
        return t('music.title');
      },
    },
    tags: {
      get label() {
        return t('music.tags');
      },
    },
    instrumental: {
      get label() {
        return t('music.instrumental');
      },
    },
    persona: {
      get label() {
        return t('music.persona.summary');
      },
    },
    uploadId: {
      get label() {
        return t('music.upload.idField');
      },
    },
    uploadSize: {
      get label() {
        return t('music.upload.sizeField');
      },
      format: (value) =>
        typeof value === 'number'
          ? t('music.upload.sizeValue', { size: formatMegabytes(value) })
          : String(value),
    },
    midi: {
      get label() {
        return t('music.convert.midiField');
      },
      format: midiText,
    },
    uploadStep: {
      get label() {
        return t('music.upload.stepField');
      },
      format: (value) => (isUploadStep(value) ? uploadStepLabel(value) : String(value)),
    },
  },
  recall: recallMusic,
  batch: batchFrom({
    schema: zMusicForm,
    defaults: musicDefaults,
    creator: musicCreator,
    example: () => ({
      lyrics: t('music.batch.exampleLyrics'),
      tags: t('music.tags.placeholder'),
      title: t('music.batch.exampleTitle'),
    }),
  }),
  tryAgain: (job) =>
    tryAgainConversion(job) ??
    tryAgainUpload(job) ??
    tryAgainRestyled(job) ??
    tryAgainDerived(job) ??
    tryAgainCreate(job),
  operations: musicOperations,
  // Lyrics are the song's words, not its name: the title heads the card, the lyrics fold away.
  promptLabel: (job) => (job.fields.mode === 'description' ? null : t('music.lyrics')),
  assumedPaths: musicAssumedPaths,
});

/**
 * What this folder offers the studio (the app finds it by glob, issue 39): its generator, and the
 * personas kept in the studio (issue 26) in the library file and in the synced document (issue 29),
 * their sync code loaded only once sync runs.
 */
export const part: FeaturePart = {
  generator: musicGenerator,
  libraryParts: [personasPart],
  syncedCollections: [() => import('./persona/personas-sync').then((m) => m.personaCollection)],
};
