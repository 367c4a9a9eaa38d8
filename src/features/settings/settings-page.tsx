import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { controlClass, describedBy } from '@/components/ui/control';
import { defaultPaths, imageFieldNames, settingsStore, useGatewaySettings } from '@/gateway/settings';
import { clearAuthPauses } from '@/jobs/ledger';
import { jobKeys } from '@/jobs/polling';
import { isLoopbackHost } from '@/lib/safe-url';
import { StorageSection } from './storage-section';
import { zSettingsForm, type SettingsFormInput, type SettingsFormValues } from './settings-schema';

function plainHttpWarning(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && !isLoopbackHost(url.hostname)
      ? 'This gateway address is plain http on another machine: the API key would cross the network unencrypted.'
      : null;
  } catch {
    return null;
  }
}

export function SettingsPage() {
  const settings = useGatewaySettings();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: zodResolver(zSettingsForm),
    defaultValues: { gatewayUrl: settings.gatewayUrl, apiKey: settings.apiKey, rememberKey: settings.rememberKey, paths: settings.paths },
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const gatewayUrl = useWatch({ control, name: 'gatewayUrl' });
  const remember = useWatch({ control, name: 'rememberKey' });
  const httpWarning = plainHttpWarning(gatewayUrl);
  const urlAria = describedBy('settings-gateway-url', errors.gatewayUrl?.message);

  async function save(values: SettingsFormValues) {
    settingsStore.save(values);
    // A new key or gateway: jobs paused by a refused key are followed again, and cached results
    // from the old connection are dropped.
    await clearAuthPauses();
    await queryClient.resetQueries({ queryKey: jobKeys.all });
    setSaved(true);
  }

  return (
    <section className="flex max-w-2xl flex-col gap-6" aria-labelledby="settings-title">
      <h1 id="settings-title" className="text-2xl font-semibold">
        Settings
      </h1>
      <form
        noValidate
        aria-label="Gateway settings"
        className="flex flex-col gap-4"
        onChange={() => setSaved(false)}
        onSubmit={(e) => void form.handleSubmit(save)(e)}
      >
        <Field
          id="settings-gateway-url"
          label="Gateway URL"
          hint={settings.demoAllowed ? 'Leave empty to use the built-in demo gateway (no key, no network).' : 'The base address of your gateway.'}
          error={errors.gatewayUrl?.message}
        >
          <input
            {...register('gatewayUrl')}
            {...urlAria}
            // The plain-http warning below the field describes it too, while it shows.
            aria-describedby={httpWarning ? `${urlAria['aria-describedby'] ?? ''} settings-gateway-url-warning`.trim() : urlAria['aria-describedby']}
            type="url"
            inputMode="url"
            placeholder="https://gateway.example.com"
            className={controlClass}
            autoComplete="url"
          />
        </Field>
        {httpWarning ? (
          <div id="settings-gateway-url-warning">
            <Alert tone="warning">{httpWarning}</Alert>
          </div>
        ) : null}

        <Field id="settings-api-key" label="API key" hint="Sent only as “Authorization: Bearer …” to the gateway URL above." error={errors.apiKey?.message}>
          <input {...register('apiKey')} {...describedBy('settings-api-key', errors.apiKey?.message)} type="password" autoComplete="off" spellCheck={false} className={controlClass} />
        </Field>
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <input
              {...register('rememberKey')}
              id="settings-remember"
              type="checkbox"
              aria-describedby="settings-remember-hint"
              className="size-4 accent-indigo-600"
            />
            <label htmlFor="settings-remember" className="text-sm">
              Remember on this device
            </label>
          </div>
          <p id="settings-remember-hint" className="text-xs text-zinc-500 dark:text-zinc-400">
            {remember
              ? 'The key stays in this browser after it closes. Do not use this on a shared computer.'
              : 'By default the key is forgotten when this browser session ends.'}
          </p>
        </div>

        <fieldset className="flex flex-col gap-3 rounded-md border border-zinc-200 p-4 dark:border-zinc-800">
          <legend className="px-1 text-sm font-medium">Assumed paths and fields</legend>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">The gateway contract does not show these; the defaults are what comparable gateways use.</p>
          <Field id="settings-image-field" label="First-frame field" hint={`Field of POST /v1/videos that carries the first frame (default “${defaultPaths.videoImageField}”).`}>
            <select {...register('paths.videoImageField')} {...describedBy('settings-image-field', undefined)} className={controlClass}>
              {imageFieldNames.map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </Field>
          <Field id="settings-clip-query" label="Clip query path" hint={`Default ${defaultPaths.clipQueryPath}`} error={errors.paths?.clipQueryPath?.message}>
            <input {...register('paths.clipQueryPath')} {...describedBy('settings-clip-query', errors.paths?.clipQueryPath?.message)} aria-required className={controlClass} />
          </Field>
          <Field id="settings-tune-create" label="Music create path" hint={`Default ${defaultPaths.tuneCreatePath}`} error={errors.paths?.tuneCreatePath?.message}>
            <input {...register('paths.tuneCreatePath')} {...describedBy('settings-tune-create', errors.paths?.tuneCreatePath?.message)} aria-required className={controlClass} />
          </Field>
          <Field id="settings-tune-feed" label="Music feed path" hint={`Default ${defaultPaths.tuneFeedPath}`} error={errors.paths?.tuneFeedPath?.message}>
            <input {...register('paths.tuneFeedPath')} {...describedBy('settings-tune-feed', errors.paths?.tuneFeedPath?.message)} aria-required className={controlClass} />
          </Field>
          <Button variant="ghost" className="self-start" onClick={() => form.setValue('paths', defaultPaths, { shouldDirty: true })}>
            Restore default paths
          </Button>
        </fieldset>

        <div className="flex items-center gap-3">
          <Button type="submit">Save settings</Button>
          {saved ? (
            <span role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
              Saved.
            </span>
          ) : null}
        </div>
      </form>
      <StorageSection />
    </section>
  );
}
