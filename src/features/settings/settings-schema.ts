import { z } from '@/lib/zod';
import { imageFieldNames } from '@/gateway/settings';

const path = (name: string, placeholder: string | null) =>
  z
    .string()
    .trim()
    .min(1, `${name} is required.`)
    .refine((p) => p.startsWith('/'), `${name} must start with "/".`)
    .refine((p) => placeholder === null || p.includes(placeholder), `${name} must contain ${placeholder}.`);

/** A balance path may be empty (the balance off for this profile); otherwise a path. */
const optionalPath = (name: string) =>
  z
    .string()
    .trim()
    .refine((p) => p === '' || p.startsWith('/'), `${name} must start with "/" (or be empty to turn the balance off).`);

export const zSettingsForm = z.object({
  name: z.string().trim().min(1, 'Give the profile a name.').max(60, 'Keep the name under 60 characters.'),
  gatewayUrl: z
    .string()
    .trim()
    .refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '';
      } catch {
        return false;
      }
    }, 'Enter the gateway base address, like https://gateway.example.com (no query or #).'),
  apiKey: z.string().trim().max(4096, 'That key is too long.'),
  rememberKey: z.boolean(),
  paths: z.object({
    videoImageField: z.enum(imageFieldNames),
    clipQueryPath: path('The clip query path', '{id}'),
    tuneCreatePath: path('The music create path', null),
    tuneFeedPath: path('The music feed path', '{ids}'),
    videoRemixPath: path('The video remix path', '{id}'),
    clipExtendPath: path('The clip extend path', '{id}'),
    tuneConcatPath: path('The music join path', null),
    tuneLyricsPath: path('The lyrics create path', null),
    tuneLyricsQueryPath: path('The lyrics query path', '{id}'),
  }),
  balancePaths: z.object({
    subscriptionPath: optionalPath('The balance subscription path'),
    usagePath: optionalPath('The balance usage path'),
  }),
});
export type SettingsFormValues = z.output<typeof zSettingsForm>;
export type SettingsFormInput = z.input<typeof zSettingsForm>;
