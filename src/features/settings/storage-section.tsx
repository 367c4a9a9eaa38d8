import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { setAutoKeep, useAutoKeep } from '@/jobs/copies/auto-keep';
import { useCopiesSummary } from '@/jobs/copies/use-kept-copies';
import { useT } from '@/i18n/use-t';
import { formatBytes } from '@/lib/bytes';

/** The browser's storage manager, where it has one (every current browser; not old or embedded ones). */
function storageManager(): StorageManager | null {
  return typeof navigator !== 'undefined' &&
    'storage' in navigator &&
    typeof navigator.storage.estimate === 'function'
    ? navigator.storage
    : null;
}

const storageKeys = {
  all: ['storage'] as const,
  /** Re-asked whenever the kept bytes change: the browser's figure moves with them. */
  estimate: (keptBytes: number | null) => ['storage', 'estimate', keptBytes] as const,
  persisted: ['storage', 'persisted'] as const,
};

function estimateQuery(keptBytes: number | null) {
  return queryOptions({
    queryKey: storageKeys.estimate(keptBytes),
    queryFn: async () => (await storageManager()?.estimate()) ?? null,
    staleTime: Infinity,
  });
}

const persistedQuery = queryOptions({
  queryKey: storageKeys.persisted,
  queryFn: async () => (await storageManager()?.persisted?.()) ?? false,
  staleTime: Infinity,
});

function PersistAnswer({ persisted, asked }: { persisted: boolean; asked: boolean }) {
  const t = useT();
  if (persisted) return <span>{t('settings.storage.persistent')}</span>;
  if (asked) return <span>{t('settings.storage.refused')}</span>;
  return <span>{t('settings.storage.mayClear')}</span>;
}

/**
 * Settings for copies kept in this browser (decision 012): keep every new result automatically,
 * the space copies use and what the browser allows, and asking for storage it will not evict.
 */
export function StorageSection() {
  const t = useT();
  const autoId = useId();
  const queryClient = useQueryClient();
  const summary = useCopiesSummary();
  const auto = useAutoKeep();
  const manager = storageManager();
  const estimate = useQuery(estimateQuery(summary?.bytes ?? null));
  const persisted = useQuery(persistedQuery);
  const persist = useMutation({
    mutationFn: async () => (await manager?.persist?.()) ?? false,
    onSuccess: (granted) => queryClient.setQueryData(persistedQuery.queryKey, granted),
  });

  return (
    <section aria-labelledby="storage-title" className="flex flex-col gap-3">
      <h2 id="storage-title" className="text-lg font-semibold">
        {t('settings.storage.title')}
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('settings.storage.intro')}</p>
      <label htmlFor={autoId} className="flex items-center gap-2 text-sm">
        <input
          id={autoId}
          type="checkbox"
          checked={auto}
          onChange={(e) => setAutoKeep(e.target.checked)}
        />
        {t('settings.storage.auto')}
      </label>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-zinc-600 dark:text-zinc-400">{t('settings.storage.used')}</dt>
        <dd>
          {summary === undefined
            ? '…'
            : t('settings.storage.usedValue', {
                size: formatBytes(summary.bytes),
                count: summary.count,
              })}
        </dd>
        <dt className="text-zinc-600 dark:text-zinc-400">{t('settings.storage.quota')}</dt>
        <dd>
          {manager === null
            ? t('settings.storage.quotaUnknown')
            : estimate.data
              ? t('settings.storage.quotaValue', {
                  usage: formatBytes(estimate.data.usage ?? 0),
                  quota: formatBytes(estimate.data.quota ?? 0),
                })
              : '…'}
        </dd>
      </dl>
      {manager !== null && typeof manager.persist === 'function' ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <p role="status">
            <PersistAnswer persisted={persisted.data === true} asked={persist.isSuccess} />
          </p>
          {persisted.data === true ? null : (
            <Button
              variant="secondary"
              disabled={persist.isPending}
              onClick={() => persist.mutate()}
            >
              {t('settings.storage.ask')}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
