import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { controlClass, describedBy } from '@/components/ui/control';
import { defaultBalancePaths } from '@/gateway/settings';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import type { AssumedPathField } from '@/jobs/generator';
import type { SettingsFormInput } from './settings-schema';

/**
 * Settings → Advanced's assumed paths: one field per path a generator declares (its label, its
 * default, its help), in the generators' order, and the chat family's (a model's name, an ask's
 * instructions). A new generator's paths appear here by themselves.
 */
export function AssumedPathFields({
  fields,
  register,
  errors,
}: {
  fields: readonly AssumedPathField[];
  register: UseFormRegister<SettingsFormInput>;
  errors: FieldErrors<SettingsFormInput>;
}) {
  return fields.map((field) => {
    const id = `settings-${field.id}`;
    const error = errors.paths?.[field.key]?.message;
    return (
      <Field
        key={field.key}
        id={id}
        label={field.label}
        hint={field.help(field.default)}
        error={error}
      >
        {field.text === 'lines' ? (
          // A chat's instructions (issue 55): a paragraph, read and edited whole.
          <textarea
            {...register(`paths.${field.key}`)}
            {...describedBy(id, error)}
            aria-required
            rows={4}
            className={cn(controlClass, 'h-auto min-h-24 resize-y leading-relaxed')}
          />
        ) : field.choices === undefined ? (
          <PathInput
            id={id}
            error={error}
            field={register(`paths.${field.key}`)}
            required={field.optional !== true}
          />
        ) : (
          <Select {...register(`paths.${field.key}`)} {...describedBy(id, undefined)}>
            {field.choices.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </Select>
        )}
      </Field>
    );
  });
}

/** The gateway's own balance paths (the header's balance is read from them), after the generators'. */
export function BalancePathFields({
  register,
  errors,
}: {
  register: UseFormRegister<SettingsFormInput>;
  errors: FieldErrors<SettingsFormInput>;
}) {
  const t = useT();
  const fields = [
    {
      key: 'subscriptionPath',
      id: 'settings-balance-subscription',
      label: t('settings.path.balanceSubscription'),
      hint: t('settings.path.balanceSubscription.hint', {
        path: defaultBalancePaths.subscriptionPath,
        field: '{hard_limit_usd}',
      }),
    },
    {
      key: 'usagePath',
      id: 'settings-balance-usage',
      label: t('settings.path.balanceUsage'),
      hint: t('settings.path.balanceUsage.hint', {
        path: defaultBalancePaths.usagePath,
        field: '{total_usage}',
      }),
    },
  ] as const;
  return fields.map(({ key, id, label, hint }) => {
    const error = errors.balancePaths?.[key]?.message;
    return (
      <Field key={key} id={id} label={label} hint={hint} error={error}>
        <PathInput id={id} error={error} field={register(`balancePaths.${key}`)} />
      </Field>
    );
  });
}

/** A path's text box, described by its hint and error. */
function PathInput({
  id,
  error,
  field,
  required,
}: {
  id: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
  required?: boolean;
}) {
  return (
    <input
      {...field}
      {...describedBy(id, error)}
      aria-required={required}
      className={controlClass}
    />
  );
}
