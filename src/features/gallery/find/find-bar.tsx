import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { controlClass } from '@/components/ui/control';
import { Select } from '@/components/ui/select';
import { useGatewayProfiles } from '@/gateway/settings';
import { statusPresentation } from '@/jobs/status';
import { cn } from '@/lib/cn';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { jobStatuses, type DateRange, type FindCriteria, type SortOrder } from './find';
import { useKinds } from '@/features/gallery/job/kinds';
import { MadeFromChip } from '@/features/gallery/job/made-from-chip';
import { profileName } from '@/gateway/gateway-name';

// Getters: an option's words are read when it is drawn, in the language of that moment.
const dateLabels: Record<DateRange, string> = {
  get all() {
    return t('gallery.find.date.all');
  },
  get today() {
    return t('gallery.find.date.today');
  },
  get '7d'() {
    return t('gallery.find.date.7d');
  },
  get '30d'() {
    return t('gallery.find.date.30d');
  },
};

const sortLabels: Record<SortOrder, string> = {
  get newest() {
    return t('gallery.find.sort.newest');
  },
  get oldest() {
    return t('gallery.find.sort.oldest');
  },
};

export type FindChange = (criteria: FindCriteria, how?: { typing?: boolean }) => void;

function Labelled({
  label,
  children,
  className,
}: {
  label: string;
  children: (id: string) => React.ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * The library's search box and filters. Every criterion lives in the URL (the page owns it);
 * the box alone keeps what is typed in state too, so the cursor never fights a URL update, and
 * takes the URL's word whenever the URL changes under it (Back, "Clear filters", a shared link).
 */
export function FindBar({ criteria, onChange }: { criteria: FindCriteria; onChange: FindChange }) {
  const kinds = useKinds();
  const [typed, setTyped] = useState(criteria.q);
  const [fromUrl, setFromUrl] = useState(criteria.q);
  if (criteria.q !== fromUrl) {
    setFromUrl(criteria.q);
    setTyped(criteria.q);
  }
  const t = useT();
  const set = (patch: Partial<FindCriteria>) => onChange({ ...criteria, ...patch });
  const { profiles } = useGatewayProfiles();
  // Filtering by gateway profile means something only once there are several (or a link names one).
  const byProfile = profiles.length > 1 || (criteria.profile ?? null) !== null;

  return (
    <div role="search" aria-label={t('gallery.find.label')} className="flex flex-col gap-3">
      <div className="relative">
        <label htmlFor="library-search" className="sr-only">
          {t('gallery.find.search')}
        </label>
        <Search
          aria-hidden="true"
          focusable="false"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500 dark:text-zinc-400"
        />
        <input
          id="library-search"
          type="search"
          placeholder={t('gallery.find.placeholder')}
          autoComplete="off"
          spellCheck={false}
          className={cn(controlClass, 'w-full pl-9')}
          value={typed}
          onChange={(event) => {
            const q = event.currentTarget.value;
            setTyped(q);
            setFromUrl(q);
            onChange({ ...criteria, q }, { typing: true });
          }}
        />
      </div>
      {criteria.from ? (
        <MadeFromChip fromId={criteria.from} onClear={() => set({ from: null })} />
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <Labelled label={t('gallery.find.generator')}>
          {(id) => (
            <Select
              id={id}
              value={criteria.kind ?? ''}
              onChange={(e) => set({ kind: e.currentTarget.value || null })}
            >
              <option value="">{t('gallery.find.all')}</option>
              {Object.entries(kinds).map(([kind, { label }]) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Labelled>
        <Labelled label={t('gallery.find.status')}>
          {(id) => (
            <Select
              id={id}
              value={criteria.status ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                set({ status: jobStatuses.find((s) => s === value) ?? null });
              }}
            >
              <option value="">{t('gallery.find.all')}</option>
              {jobStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusPresentation[s].label}
                </option>
              ))}
            </Select>
          )}
        </Labelled>
        {byProfile ? (
          <Labelled label={t('gallery.find.profile')}>
            {(id) => (
              <Select
                id={id}
                value={criteria.profile ?? ''}
                onChange={(e) => set({ profile: e.currentTarget.value || null })}
              >
                <option value="">{t('gallery.find.all')}</option>
                {profiles.map((p) => (
                  <option key={p.id} value={p.id}>
                    {profileName(p)}
                  </option>
                ))}
              </Select>
            )}
          </Labelled>
        ) : null}
        <Labelled label={t('gallery.find.date')}>
          {(id) => (
            <Select
              id={id}
              value={criteria.date}
              onChange={(e) => {
                const value = e.currentTarget.value;
                set({
                  date: (Object.keys(dateLabels) as DateRange[]).find((d) => d === value) ?? 'all',
                });
              }}
            >
              {Object.entries(dateLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Labelled>
        <Labelled label={t('gallery.find.order')}>
          {(id) => (
            <Select
              id={id}
              value={criteria.sort}
              onChange={(e) =>
                set({ sort: e.currentTarget.value === 'oldest' ? 'oldest' : 'newest' })
              }
            >
              {Object.entries(sortLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Labelled>
        <label className="flex h-9 cursor-pointer items-center gap-2 rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-800 has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:has-[:checked]:bg-amber-950">
          <input
            type="checkbox"
            className="size-4 accent-amber-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
            checked={criteria.favourites}
            onChange={(e) => set({ favourites: e.currentTarget.checked })}
          />
          {t('gallery.find.favouritesOnly')}
        </label>
      </div>
    </div>
  );
}
