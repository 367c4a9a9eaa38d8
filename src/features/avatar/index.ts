import { lazy } from 'react';
import { t } from '@/i18n/i18n';
import { batchFrom } from '@/jobs/batch/batch-form';
import { tryAgainFrom } from '@/jobs/create/try-again';
import { generatorModule } from '@/jobs/generator';
import type { FeaturePart } from '@/jobs/part';
import { commonSummaryFields, summaryFormats } from '@/jobs/summary-fields';
import { avatarAbout } from './about';
import { avatarCreator, avatarPoller } from './api';
import { avatarAssumedPaths } from './path-fields';
import { recallAvatar } from './recall';
import { avatarDefaults, zAvatarForm } from './schema';

/** How the portrait spoke, in the studio's words (stored as the form's codes). */
const voiceWords: Record<string, () => string> = {
  audio: () => t('avatar.summary.voice.audio'),
  clone: () => t('avatar.summary.voice.clone'),
  saved: () => t('avatar.summary.voice.saved'),
};

/** What this folder offers the studio: the talking head (the app finds it by glob). */
export const part: FeaturePart = {
  generator: generatorModule(avatarAbout, {
    Page: lazy(avatarAbout.loadPage),
    poller: avatarPoller,
    resultMedia: 'video',
    summaryFields: {
      ...commonSummaryFields,
      voice: {
        get label() {
          return t('avatar.summary.voice');
        },
        format: (value) =>
          typeof value === 'string' && Object.hasOwn(voiceWords, value)
            ? (voiceWords[value]?.() ?? value)
            : String(value),
      },
      portrait: {
        get label() {
          return t('avatar.summary.portrait');
        },
      },
      audio: {
        get label() {
          return t('avatar.summary.audio');
        },
      },
      seconds: {
        get label() {
          return t('avatar.summary.seconds');
        },
        format: summaryFormats.seconds,
      },
    },
    recall: recallAvatar,
    batch: batchFrom({
      schema: zAvatarForm,
      defaults: avatarDefaults,
      creator: avatarCreator,
      // A row needs a portrait and a sound: links, as a file's cells can only be text.
      example: () => ({
        portrait: 'https://media.example.com/portrait.jpg',
        audio: 'https://media.example.com/song.mp3',
      }),
    }),
    tryAgain: tryAgainFrom({
      schema: zAvatarForm,
      defaults: avatarDefaults,
      creator: avatarCreator,
      recall: recallAvatar,
    }),
    assumedPaths: avatarAssumedPaths,
  }),
};
