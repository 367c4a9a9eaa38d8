import { z } from '@/lib/zod';
import { imageFieldNames } from '@/gateway/settings';

const path = (name: string, placeholder: string | null) =>
  z
    .string()
    .trim()
    .min(1, `${name} is required.`)
    .refine((p) => p.startsWith('/'), `${name} must start with "/".`)
    .refine((p) => placeholder === null || p.includes(placeholder), `${name} must contain ${placeholder}.`);

export const zSettingsForm = z.object({
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
});
export type SettingsFormValues = z.output<typeof zSettingsForm>;
export type SettingsFormInput = z.input<typeof zSettingsForm>;
