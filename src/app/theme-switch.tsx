import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { useT } from '@/i18n/use-t';
import type { MessageKey } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { setTheme, themeChoices, useTheme, type ThemeChoice } from '@/lib/theme';

const options: Record<ThemeChoice, { label: MessageKey; icon: typeof Sun }> = {
  light: { label: 'app.theme.light', icon: Sun },
  dark: { label: 'app.theme.dark', icon: Moon },
  system: { label: 'app.theme.system', icon: Monitor },
};

/**
 * Light, dark or the system's theme, remembered on this device: three radios drawn as one
 * segmented control of icons (each named by its word, and titled for the pointer).
 */
export function ThemeSwitch() {
  const t = useT();
  const choice = useTheme();
  const name = useId();
  return (
    <fieldset className="flex shrink-0 items-center">
      <legend className="sr-only">{t('app.theme.legend')}</legend>
      <div className="inline-flex rounded-lg border border-line bg-well p-0.5">
        {themeChoices.map((value) => {
          const { icon: Icon } = options[value];
          const label = t(options[value].label);
          const chosen = choice === value;
          return (
            <label
              key={value}
              title={label}
              className={cn(
                'relative grid size-7 cursor-pointer place-items-center rounded-md transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-indigo-500',
                chosen
                  ? 'bg-surface text-indigo-700 shadow-xs dark:text-indigo-300'
                  : 'text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={chosen}
                onChange={() => setTheme(value)}
                // Over the icon, transparent: a click, a tap and the keyboard reach the real radio.
                className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0"
              />
              <Icon aria-hidden="true" focusable="false" className="size-4" />
              <span className="sr-only">{label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
