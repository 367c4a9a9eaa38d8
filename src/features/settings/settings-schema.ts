import { t, type MessageKey } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import { imageFieldNames } from '@/gateway/settings';

// Messages are functions: read when a field fails, in the language showing then.
const path = (name: MessageKey, placeholder: string | null) =>
  z
    .string()
    .trim()
    .min(1, { error: () => t('settings.path.required', { name: t(name) }) })
    .refine((p) => p.startsWith('/'), { error: () => t('settings.path.slash', { name: t(name) }) })
    .refine((p) => placeholder === null || p.includes(placeholder), {
      error: () => t('settings.path.mustContain', { name: t(name), placeholder }),
    });

/** A balance path may be empty (the balance off for this profile); otherwise a path. */
const optionalPath = (name: MessageKey) =>
  z
    .string()
    .trim()
    .refine((p) => p === '' || p.startsWith('/'), {
      error: () => t('settings.path.slashOrEmpty', { name: t(name) }),
    });

export const zSettingsForm = lazySchema(() =>
  z.object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => t('settings.profileName.required') })
      .max(60, { error: () => t('settings.profileName.tooLong') }),
    gatewayUrl: z
      .string()
      .trim()
      .refine(
        (value) => {
          if (value === '') return true;
          try {
            const url = new URL(value);
            return (
              (url.protocol === 'http:' || url.protocol === 'https:') &&
              url.search === '' &&
              url.hash === ''
            );
          } catch {
            return false;
          }
        },
        { error: () => t('settings.gatewayUrl.invalid') },
      ),
    apiKey: z
      .string()
      .trim()
      .max(4096, { error: () => t('settings.apiKey.tooLong') }),
    rememberKey: z.boolean(),
    paths: z.object({
      videoImageField: z.enum(imageFieldNames),
      clipQueryPath: path('settings.pathName.clipQuery', '{id}'),
      tuneCreatePath: path('settings.pathName.tuneCreate', null),
      tuneFeedPath: path('settings.pathName.tuneFeed', '{ids}'),
      videoRemixPath: path('settings.pathName.videoRemix', '{id}'),
      clipExtendPath: path('settings.pathName.clipExtend', '{id}'),
      tuneConcatPath: path('settings.pathName.tuneConcat', null),
      tuneLyricsPath: path('settings.pathName.tuneLyrics', null),
      tuneLyricsQueryPath: path('settings.pathName.tuneLyricsQuery', '{id}'),
      pixaTemplatesPath: path('settings.pathName.pixaTemplates', null),
    }),
    balancePaths: z.object({
      subscriptionPath: optionalPath('settings.pathName.balanceSubscription'),
      usagePath: optionalPath('settings.pathName.balanceUsage'),
    }),
  }),
);
export type SettingsFormValues = z.output<typeof zSettingsForm>;
export type SettingsFormInput = z.input<typeof zSettingsForm>;
