import { LayoutGrid, List } from 'lucide-react';
import { cn } from '@/lib/cn';
import { setViewMode, useViewMode, type ViewMode } from './view-mode';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

// Getters: a choice's name is read when it is drawn, in the language of that moment.
const options: { mode: ViewMode; readonly label: string; icon: typeof List }[] = [
  {
    mode: 'grid',
    get label() {
      return t('gallery.view.grid');
    },
    icon: LayoutGrid,
  },
  {
    mode: 'list',
    get label() {
      return t('gallery.view.list');
    },
    icon: List,
  },
];

/** Grid or List, as a radio group: one choice of two, remembered on this device. */
export function ViewToggle() {
  const t = useT();
  const mode = useViewMode();
  return (
    <fieldset className="flex items-center rounded-md border border-zinc-300 bg-white p-0.5 dark:border-zinc-700 dark:bg-zinc-900">
      <legend className="sr-only">{t('gallery.view.legend')}</legend>
      {options.map(({ mode: value, label, icon: Icon }) => (
        <label
          key={value}
          className={cn(
            'relative flex cursor-pointer items-center gap-1.5 rounded px-2.5 py-1 text-sm text-zinc-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500 dark:text-zinc-300',
            'has-[:checked]:bg-zinc-900 has-[:checked]:text-white dark:has-[:checked]:bg-zinc-100 dark:has-[:checked]:text-zinc-900',
          )}
        >
          <input
            type="radio"
            name="library-view"
            value={value}
            checked={mode === value}
            onChange={() => setViewMode(value)}
            className="absolute inset-0 cursor-pointer opacity-0 focus-visible:outline-2 focus-visible:outline-indigo-500"
          />
          <Icon aria-hidden="true" focusable="false" className="size-4" />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
