import { t, type MessageKey } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import type { AssumedPaths } from '@/gateway/settings';
import type { AssumedPathField } from '@/jobs/generator';

// Messages are functions: read when a field fails, in the language showing then.
const path = ({ name, placeholder }: { readonly name: string; placeholder: string | null }) =>
  z
    .string()
    .trim()
    .min(1, { error: () => t('settings.path.required', { name }) })
    .refine((p) => p.startsWith('/'), { error: () => t('settings.path.slash', { name }) })
    .refine((p) => placeholder === null || p.includes(placeholder), {
      error: () => t('settings.path.mustContain', { name, placeholder }),
    });

/** An assumed path that may be empty (what it serves off for this profile); otherwise a path. */
const pathOrNothing = ({
  name,
  placeholder,
}: {
  readonly name: string;
  placeholder: string | null;
}) =>
  z
    .string()
    .trim()
    .refine((p) => p === '' || p.startsWith('/'), {
      error: () => t('settings.path.slashOrOff', { name }),
    })
    .refine((p) => p === '' || placeholder === null || p.includes(placeholder), {
      error: () => t('settings.path.mustContain', { name, placeholder }),
    });

/** A name typed in (a model's): one word, at most 100 characters. */
const typedName = ({ name }: { readonly name: string }) =>
  z
    .string()
    .trim()
    .min(1, { error: () => t('settings.path.required', { name }) })
    .max(100, { error: () => t('settings.name.oneWord', { name }) })
    .refine((p) => /^\S+$/u.test(p), { error: () => t('settings.name.oneWord', { name }) });

/** A declared assumed path's check: a field name from its choices, a typed name, else a path (or nothing, when it may be off). */
const assumedPath = (field: AssumedPathField) =>
  field.choices !== undefined
    ? z.enum(field.choices)
    : field.text === true
      ? typedName(field)
      : field.optional === true
        ? pathOrNothing(field)
        : path(field);

/** A balance path may be empty (the balance off for this profile); otherwise a path. */
const optionalPath = (name: MessageKey) =>
  z
    .string()
    .trim()
    .refine((p) => p === '' || p.startsWith('/'), {
      error: () => t('settings.path.slashOrEmpty', { name: t(name) }),
    });

/**
 * The settings form's schema, its assumed paths from the generators' declarations (the app hands
 * them down: `AssumedPathField`). Built once per declaration list.
 */
export const settingsFormSchema = (assumed: readonly AssumedPathField[]) =>
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
    paths: z.object(
      Object.fromEntries(assumed.map((field) => [field.key, assumedPath(field)])),
    ) as unknown as z.ZodType<AssumedPaths, AssumedPaths>,
    balancePaths: z.object({
      subscriptionPath: optionalPath('settings.pathName.balanceSubscription'),
      usagePath: optionalPath('settings.pathName.balanceUsage'),
    }),
  });
type SettingsFormSchema = ReturnType<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<SettingsFormSchema>;
export type SettingsFormInput = z.input<SettingsFormSchema>;

/** The gateway address's own check (a URL typed in elsewhere is checked the same way). */
export const zGatewayUrl = lazySchema(() => settingsFormSchema([]).shape.gatewayUrl);
