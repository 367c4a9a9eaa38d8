import { t, type MessageKey } from '@/i18n/i18n';
import { lazySchema, z } from '@/lib/zod';
import {
  PRICE_MODEL_MAX,
  PRICE_ROWS_MAX,
  PRICE_USD_MAX,
  priceUnits,
  sameModel,
  type AssumedPaths,
} from '@/gateway/settings';
import type { AssumedPathField } from '@/jobs/generator';

// Messages are functions: read when a field fails, in the language showing then.
const path = ({ name, placeholder }: { readonly name: string; placeholder: string | null }) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: () => t('settings.path.required', { name }) }),
    z.refine((p) => p.startsWith('/'), { error: () => t('settings.path.slash', { name }) }),
    z.refine((p) => placeholder === null || p.includes(placeholder), {
      error: () => t('settings.path.mustContain', { name, placeholder }),
    }),
  );

/** An assumed path that may be empty (what it serves off for this profile); otherwise a path. */
const pathOrNothing = ({
  name,
  placeholder,
}: {
  readonly name: string;
  placeholder: string | null;
}) =>
  z.string().check(
    z.trim(),
    z.refine((p) => p === '' || p.startsWith('/'), {
      error: () => t('settings.path.slashOrOff', { name }),
    }),
    z.refine((p) => p === '' || placeholder === null || p.includes(placeholder), {
      error: () => t('settings.path.mustContain', { name, placeholder }),
    }),
  );

/** A model name or a chat's instructions (issue 55): any words, but some. */
const freeText = ({ name }: { readonly name: string }) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => t('settings.path.required', { name }) }),
      z.maxLength(8000, { error: () => t('settings.text.tooLong', { name, max: 8000 }) }),
    );

/** A declared assumed path's check: a field name from its choices, free text, else a path (or nothing, when it may be off). */
const assumedPath = (field: AssumedPathField) =>
  field.choices !== undefined
    ? z.enum(field.choices)
    : field.text !== undefined
      ? freeText(field)
      : field.optional === true
        ? pathOrNothing(field)
        : path(field);

/** A balance path may be empty (the balance off for this profile); otherwise a path. */
const optionalPath = (name: MessageKey) =>
  z.string().check(
    z.trim(),
    z.refine((p) => p === '' || p.startsWith('/'), {
      error: () => t('settings.path.slashOrEmpty', { name: t(name) }),
    }),
  );

/** A price as written: dollars, a "$" before them allowed ("0.05", "$1", ".5"). */
const PRICE_TEXT = /^\$?\s*(\d+(\.\d*)?|\.\d+)$/;

/**
 * One row of the profile's price list (decision 048). The price is typed as text and read as
 * dollars; a model left empty prices every model of its unit that has no row of its own.
 */
const zPriceRow = lazySchema(() =>
  z.object({
    model: z.string().check(
      z.trim(),
      z.maxLength(PRICE_MODEL_MAX, {
        error: () => t('settings.prices.modelTooLong', { max: PRICE_MODEL_MAX }),
      }),
    ),
    per: z.enum(priceUnits),
    usd: z
      .pipe(
        z.string().check(
          z.trim(),
          z.refine((text) => PRICE_TEXT.test(text), {
            error: () => t('settings.prices.usdInvalid'),
          }),
        ),
        z.transform((text) => Number(text.replace('$', '').trim())),
      )
      .check(
        z.refine((usd) => usd <= PRICE_USD_MAX, {
          error: () => t('settings.prices.usdTooHigh', { max: PRICE_USD_MAX }),
        }),
      ),
  }),
);

/** The price list: at most PRICE_ROWS_MAX rows, a model priced once per unit (said at the later row). */
const zPriceList = lazySchema(() =>
  z.array(zPriceRow).check(
    z.maxLength(PRICE_ROWS_MAX, {
      error: () => t('settings.prices.tooMany', { max: PRICE_ROWS_MAX }),
    }),
    z.superRefine((rows, ctx) => {
      rows.forEach((row, index) => {
        const first = rows.findIndex((r) => r.per === row.per && sameModel(r.model, row.model));
        if (first < index)
          ctx.addIssue({
            code: 'custom',
            path: [index, 'model'],
            message: t('settings.prices.duplicate', { row: first + 1 }),
          });
      });
    }),
  ),
);

/**
 * The settings form's schema, its assumed paths from the generators' declarations (the app hands
 * them down: `AssumedPathField`). Built once per declaration list.
 */
export const settingsFormSchema = (assumed: readonly AssumedPathField[]) =>
  z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: () => t('settings.profileName.required') }),
        z.maxLength(60, { error: () => t('settings.profileName.tooLong') }),
      ),
    gatewayUrl: z.string().check(
      z.trim(),
      z.refine(
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
    ),
    apiKey: z
      .string()
      .check(z.trim(), z.maxLength(4096, { error: () => t('settings.apiKey.tooLong') })),
    rememberKey: z.boolean(),
    paths: z.object(
      Object.fromEntries(assumed.map((field) => [field.key, assumedPath(field)])),
    ) as unknown as z.ZodMiniType<AssumedPaths, AssumedPaths>,
    balancePaths: z.object({
      subscriptionPath: optionalPath('settings.pathName.balanceSubscription'),
      usagePath: optionalPath('settings.pathName.balanceUsage'),
    }),
    prices: zPriceList,
  });
type SettingsFormSchema = ReturnType<typeof settingsFormSchema>;
export type SettingsFormValues = z.output<SettingsFormSchema>;
export type SettingsFormInput = z.input<SettingsFormSchema>;

/** The gateway address's own check (a URL typed in elsewhere is checked the same way). */
export const zGatewayUrl = lazySchema(() => settingsFormSchema([]).shape.gatewayUrl);
