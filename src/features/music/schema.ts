import { intlLocale, t } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';

/**
 * The music form's schema. The contract shows only the feed; creation and its limits are "not
 * shown", so every limit here is an assumption from comparable gateways (see docs/generators/music.md):
 * lyrics up to 3,000 characters and style tags up to 200 for the chirp-v3/v4 models, titles up to
 * 80, a description up to 500.
 */
export const musicModes = ['lyrics', 'description'] as const;
export type MusicMode = (typeof musicModes)[number];
export const musicModeLabels: Record<MusicMode, string> = {
  get lyrics() {
    return t('music.lyrics');
  },
  get description() {
    return t('music.descriptionField');
  },
};

export const musicModels = ['chirp-v4', 'chirp-v3-5', 'chirp-v3-0'] as const;
export const musicModelLabels: Record<(typeof musicModels)[number], string> = {
  'chirp-v4': 'v4 (chirp-v4)',
  'chirp-v3-5': 'v3.5 (chirp-v3-5)',
  'chirp-v3-0': 'v3 (chirp-v3-0)',
};

export const LYRICS_MAX = 3000;
export const TAGS_MAX = 200;
export const TITLE_MAX = 80;
export const DESCRIPTION_MAX = 500;

const count = (n: number) => n.toLocaleString(intlLocale());
const lyricsMessage = () => t('music.lyrics.tooLong', { max: count(LYRICS_MAX) });
const tagsMessage = () => t('music.tags.tooLong', { max: count(TAGS_MAX) });
const titleMessage = () => t('music.title.tooLong', { max: count(TITLE_MAX) });
const descriptionMessage = () =>
  t('music.descriptionField.tooLong', { max: count(DESCRIPTION_MAX) });

export const zMusicForm = lazySchema(() =>
  z
    .object({
      mode: z.enum(musicModes, { error: () => t('music.mode.required') }),
      // The limits hold only for the chosen mode (below), so they are declared here as metadata, which
      // the form's counters read, and checked in the refinement: one constant each, one place.
      lyrics: z.string().check(z.trim()).register(z.globalRegistry, { maxLength: LYRICS_MAX }),
      tags: z.string().check(z.trim()).register(z.globalRegistry, { maxLength: TAGS_MAX }),
      title: z.string().check(z.trim()).register(z.globalRegistry, { maxLength: TITLE_MAX }),
      description: z
        .string()
        .check(z.trim())
        .register(z.globalRegistry, { maxLength: DESCRIPTION_MAX }),
      instrumental: z.boolean(),
      model: z.enum(musicModels, { error: () => t('form.model.required') }),
      /** A persona's id (issue 26): the song is sung in its voice; '' for none. Lyrics mode only. */
      personaId: z._default(z.string(), ''),
    })
    .check(
      z.superRefine((values, ctx) => {
        const issue = (field: 'lyrics' | 'tags' | 'title' | 'description', message: string) =>
          ctx.addIssue({ code: 'custom', path: [field], message });
        // Only the fields of the chosen mode are sent, so only they are checked: text kept in the
        // other mode's fields (the form remembers it across a switch) never blocks a submit.
        if (values.mode === 'description') {
          if (values.description === '') issue('description', t('music.descriptionField.required'));
          else if (values.description.length > DESCRIPTION_MAX)
            issue('description', descriptionMessage());
          return;
        }
        if (values.lyrics.length > LYRICS_MAX && !values.instrumental)
          issue('lyrics', lyricsMessage());
        if (values.tags.length > TAGS_MAX) issue('tags', tagsMessage());
        if (values.title.length > TITLE_MAX) issue('title', titleMessage());
        if (values.instrumental) {
          // An instrumental has no lyrics: the style is all the model has to go on.
          if (values.tags === '') issue('tags', t('music.tags.required'));
        } else if (values.lyrics === '') {
          issue('lyrics', t('music.lyrics.required'));
        }
      }),
    ),
);

export type MusicFormInput = z.input<typeof zMusicForm>;
export type MusicFormValues = z.output<typeof zMusicForm>;

export const musicDefaults: MusicFormInput = {
  mode: 'lyrics',
  lyrics: '',
  tags: '',
  title: '',
  description: '',
  instrumental: false,
  model: 'chirp-v4',
  personaId: '',
};
