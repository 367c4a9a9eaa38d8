import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { get, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form/form';
import { formFields } from '@/components/ui/form/form-fields';
import { gatewayName, profileName } from '@/gateway/gateway-name';
import { formatUsd } from '@/gateway/balance';
import {
  defaultBalancePaths,
  profilesStore,
  useForgottenKey,
  useGatewayProfiles,
  useGatewaySettings,
  type AssumedPaths,
  type BalancePaths,
  type GatewaySettings,
} from '@/gateway/settings';
import { balanceKeys, useBalance } from '@/jobs/account/balance';
import { clearAuthPauses } from '@/jobs/ledger/poll-writes';
import { jobKeys } from '@/jobs/polling/polling-keys';
import { t as translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { isLoopbackHost } from '@/lib/safe-url';
import { NotificationsSection } from './notifications-section';
import { ConnectionCheckPanel } from './connection-check-panel';
import { useConnectionCheck } from './use-connection-check';
import { SavedStatus } from './saved-status';
import { ProfileBar } from './profile-bar';
import { SettingsHeading } from './settings-heading';
import { StorageSection } from './storage-section';
import type { AssumedPathField } from '@/jobs/generator';
import { AssumedPathFields, BalancePathFields } from './assumed-path-fields';
import { SyncSection } from './sync-section';
import { PriceListFields } from './price-list-fields';
import { SendingSection } from './sending-section';
import { settingsCard } from './card-class';
import {
  settingsFormSchema,
  zGatewayUrl,
  type SettingsFormInput,
  type SettingsFormValues,
} from './settings-schema';

const { TextField, CheckboxField } = formFields<SettingsFormInput>();

function plainHttpWarning(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && !isLoopbackHost(url.hostname)
      ? translate('settings.httpWarning')
      : null;
  } catch {
    return null;
  }
}

function keyState(settings: GatewaySettings, forgotten: boolean): string {
  // A key that was given for the last session is not "none saved": it is to be entered again.
  if (forgotten) return translate('settings.key.forgotten');
  if (settings.apiKey === '')
    return settings.gatewayUrl === ''
      ? translate('settings.key.noneDemo')
      : translate('settings.key.noneSaved');
  return settings.rememberKey
    ? translate('settings.key.remembered')
    : translate('settings.key.session');
}

/** Every declared path at its default (what "Restore defaults" puts back). */
const defaultsOf = (fields: readonly AssumedPathField[]): AssumedPaths =>
  Object.fromEntries(fields.map((field) => [field.key, field.default]));

function isCustom(
  fields: readonly AssumedPathField[],
  paths: AssumedPaths,
  balancePaths: BalancePaths,
): boolean {
  return (
    fields.some((field) => paths[field.key] !== field.default) ||
    (Object.keys(defaultBalancePaths) as (keyof BalancePaths)[]).some(
      (k) => balancePaths[k] !== defaultBalancePaths[k],
    )
  );
}

/** The active gateway's balance, or why there is none (the header then shows nothing). */
function BalanceState() {
  const t = useT();
  const result = useBalance();
  if (result === undefined) return <dd className="text-muted">{t('settings.balance.asking')}</dd>;
  if (!result.ok) return <dd className="text-muted">{result.reason}</dd>;
  const { remainingUsd, limitUsd, usedUsd } = result.balance;
  return (
    <dd className="font-medium tabular-nums">
      {formatUsd(remainingUsd)}{' '}
      <span className="font-normal text-muted">
        {t('settings.balance.usedOf', { used: formatUsd(usedUsd), limit: formatUsd(limitUsd) })}
      </span>
    </dd>
  );
}

/** `assumedPaths`: every generator's declared paths (the app hands them down from the registry). */
export function SettingsPage({ assumedPaths }: { assumedPaths: readonly AssumedPathField[] }) {
  const { activeId } = useGatewayProfiles();
  return (
    <section className="flex max-w-2xl flex-col gap-section" aria-labelledby="settings-title">
      <SettingsHeading />
      <ProfileBar />
      {/* One form per profile: switching shows that profile's values, not the last one's edits. */}
      <GatewayForm key={activeId} assumedPaths={assumedPaths} />
      <SendingSection />
      <StorageSection />
      <NotificationsSection />
      <SyncSection />
    </section>
  );
}

/** The active profile's connection: its name, URL and key, and its assumed paths behind Advanced. */
function GatewayForm({ assumedPaths }: { assumedPaths: readonly AssumedPathField[] }) {
  const t = useT();
  const settings = useGatewaySettings();
  const profile = profilesStore.active();
  const forgotten = useForgottenKey() !== null;
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const check = useConnectionCheck();
  // Creators rarely need the assumed paths: they wait behind "Advanced", which opens by itself
  // when one of them is what stops a save, so the error and the focus have somewhere to go.
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema(assumedPaths)),
    // The kit's fields register after the Advanced ones (children render later), so the first
    // field to fix is found in the page's order below, not in react-hook-form's.
    shouldFocusError: false,
    defaultValues: {
      name: profileName(profile),
      gatewayUrl: settings.gatewayUrl,
      apiKey: settings.apiKey,
      rememberKey: settings.rememberKey,
      paths: settings.paths,
      balancePaths: profile.balancePaths,
      prices: profile.prices.map((row) => ({ ...row, usd: String(row.usd) })),
    },
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const gatewayUrl = useWatch({ control, name: 'gatewayUrl' });
  const remember = useWatch({ control, name: 'rememberKey' });
  const httpWarning = plainHttpWarning(gatewayUrl);

  async function save(values: SettingsFormValues) {
    // Paths no generator declares any more are kept as they were.
    profilesStore.save(profile.id, { ...values, paths: { ...settings.paths, ...values.paths } });
    // A new key or gateway: jobs paused by a refused key are followed again, and cached results
    // (and the balance) from the old connection are dropped.
    await clearAuthPauses();
    await queryClient.resetQueries({ queryKey: jobKeys.all });
    await queryClient.resetQueries({ queryKey: balanceKeys.all });
    setSaved(true);
    // "Saved." alone said nothing of an address that does not answer or a key refused: each save
    // of a real gateway is checked at once (read-only requests), and the verdict is said beside it.
    const target = values.gatewayUrl === '' ? null : checkTarget();
    if (target !== null) check.mutate(target);
    else check.reset();
  }

  /** "Test connection" tries what is in the form, saved or not; a malformed URL is said at its field. */
  function checkTarget() {
    const values = form.getValues();
    const url = zGatewayUrl.safeParse(values.gatewayUrl);
    if (!url.success) {
      void form.trigger('gatewayUrl', { shouldFocus: true });
      return null;
    }
    return {
      settings: {
        gatewayUrl: url.data.replace(/\/+$/, ''),
        apiKey: values.apiKey.trim(),
        rememberKey: false,
        paths: settings.paths,
        demoAllowed: settings.demoAllowed,
      },
      balancePath: values.balancePaths.subscriptionPath,
    };
  }

  function invalid(found: FieldErrors<SettingsFormInput>, event?: { target: unknown }) {
    if (found.paths || found.balancePaths) flushSync(() => setAdvancedOpen(true));
    const formElement = event?.target;
    if (!(formElement instanceof HTMLFormElement)) return;
    const first = Array.from(formElement.elements).find(
      (el) =>
        (el instanceof HTMLInputElement ||
          el instanceof HTMLSelectElement ||
          el instanceof HTMLTextAreaElement) &&
        el.name !== '' &&
        get(found, el.name) !== undefined,
    );
    if (first instanceof HTMLElement) first.focus();
  }

  return (
    <>
      <Form
        form={form}
        idPrefix="settings"
        onValid={save}
        onInvalid={invalid}
        onChange={() => setSaved(false)}
        aria-label={t('settings.form')}
        className="gap-section"
      >
        <div className={settingsCard}>
          <h2 className="text-section-title">{t('settings.connection')}</h2>
          {/* What is in use now (saved), before the fields that change it. */}
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-lg bg-well px-3 py-2.5 text-sm">
            <dt className="text-muted">{t('settings.inUse')}</dt>
            <dd className="flex min-w-0 items-center gap-2 font-medium">
              <span
                aria-hidden="true"
                className={
                  settings.gatewayUrl === ''
                    ? 'size-2 shrink-0 rounded-full bg-amber-500'
                    : 'size-2 shrink-0 rounded-full bg-emerald-500'
                }
              />
              <span className="truncate">{gatewayName(settings.gatewayUrl)}</span>
            </dd>
            <dt className="text-muted">{t('settings.apiKey')}</dt>
            <dd
              className={cn('font-medium', forgotten && 'text-amber-800 dark:text-amber-200')}
              data-key-state={forgotten ? 'forgotten' : undefined}
            >
              {keyState(settings, forgotten)}
            </dd>
            <dt className="text-muted">{t('balance.label')}</dt>
            <BalanceState />
          </dl>
          <TextField
            name="name"
            label={t('settings.profileName')}
            hint={t('settings.profileName.hint')}
            required
            autoComplete="off"
          />
          <TextField
            name="gatewayUrl"
            label={t('settings.gatewayUrl')}
            hint={
              settings.demoAllowed
                ? t('settings.gatewayUrl.hintDemo')
                : t('settings.gatewayUrl.hint')
            }
            // The plain-http warning below the field describes it too, while it shows.
            alsoDescribedBy={httpWarning ? 'settings-gateway-url-warning' : undefined}
            type="url"
            inputMode="url"
            placeholder="https://gateway.example.com"
            autoComplete="url"
          />
          {httpWarning ? (
            <div id="settings-gateway-url-warning">
              <Alert tone="warning">{httpWarning}</Alert>
            </div>
          ) : null}

          <TextField
            name="apiKey"
            label={t('settings.apiKey')}
            hint={t('settings.apiKey.hint')}
            type="password"
            autoComplete="off"
            spellCheck={false}
          />
          <CheckboxField
            name="rememberKey"
            label={t('settings.remember')}
            hint={remember ? t('settings.remember.on') : t('settings.remember.off')}
          />
          <div className="flex flex-col gap-2 border-t border-line pt-4">
            <p className="text-xs text-muted">{t('settings.check.intro')}</p>
            <ConnectionCheckPanel check={check} target={checkTarget} />
          </div>
        </div>

        <PriceListFields />

        <details
          open={advancedOpen}
          onToggle={(e) => setAdvancedOpen(e.currentTarget.open)}
          className="group rounded-card border border-line bg-surface shadow-xs"
        >
          <summary className="flex cursor-pointer items-center gap-2 rounded-card px-card py-3 text-sm font-medium">
            <ChevronRight
              aria-hidden="true"
              focusable="false"
              className="size-4 shrink-0 text-muted transition-transform group-open:rotate-90"
            />
            {t('settings.advanced')}
            {isCustom(assumedPaths, settings.paths, profile.balancePaths) ? (
              <span className="rounded-full bg-well px-2 py-0.5 text-xs font-normal text-muted">
                {t('settings.advanced.custom')}
              </span>
            ) : null}
          </summary>
          <fieldset className="flex flex-col gap-3 border-t border-line px-card pt-3 pb-card">
            <legend className="sr-only">{t('settings.advanced.legend')}</legend>
            <p className="text-xs text-muted">{t('settings.advanced.intro')}</p>
            <AssumedPathFields fields={assumedPaths} register={register} errors={errors} />
            <BalancePathFields register={register} errors={errors} />
            <Button
              variant="ghost"
              className="self-start"
              onClick={() => {
                form.setValue('paths', defaultsOf(assumedPaths), { shouldDirty: true });
                form.setValue('balancePaths', defaultBalancePaths, { shouldDirty: true });
              }}
            >
              {t('settings.path.restore')}
            </Button>
          </fieldset>
        </details>

        <div className="flex items-center gap-3">
          <Button type="submit" className="shrink-0">
            {t('settings.save')}
          </Button>
          {saved ? <SavedStatus check={check} /> : null}
        </div>
      </Form>
    </>
  );
}
