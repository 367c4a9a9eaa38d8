import { Languages } from 'lucide-react';
import { Select } from '@/components/ui/select';
import { chooseLocale } from '@/i18n/i18n';
import { isLocale, locales } from '@/i18n/locales';
import { useLocale, useT } from '@/i18n/use-t';

/**
 * The language switch in the navigation. Its name always contains the English word "Language",
 * so a tester (or a person who picked a language they cannot read) finds it in any language.
 */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const label = t('language.label');
  return (
    <label className="flex items-center gap-2 px-1 md:px-3">
      <Languages
        aria-hidden="true"
        focusable="false"
        className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400"
      />
      <span className="sr-only">{label === 'Language' ? label : `${label} (Language)`}</span>
      <Select
        value={locale}
        className="min-w-0 flex-1"
        onChange={(e) => {
          if (isLocale(e.target.value)) void chooseLocale(e.target.value);
        }}
      >
        {Object.entries(locales).map(([code, { name, intl }]) => (
          // Each language names itself, in its own script, so it can be found without reading the other.
          <option key={code} value={code} lang={intl}>
            {name}
          </option>
        ))}
      </Select>
    </label>
  );
}
