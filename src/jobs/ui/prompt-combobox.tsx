import { useCombobox } from 'downshift';
import { ChevronDown, History } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control';
import { t as translate } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { forgetPrompt, matchPrompts } from '@/jobs/forms/prompt-history';

const statusOf = ({ isOpen, count }: { isOpen: boolean; count: number }) => {
  if (!isOpen) return '';
  if (count === 0) return translate('form.history.noMatch');
  return translate('form.history.status', { count });
};

/** The combobox itself, mounted only with prompts to offer (downshift expects its parts drawn). */
export function PromptCombobox({
  field,
  scope,
  label,
  prompts,
}: {
  field: string;
  scope: string;
  label: string;
  prompts: readonly string[];
}) {
  const t = useT();
  const { setValue, setFocus } = useFormContext();
  const [query, setQuery] = useState('');
  const [used, setUsed] = useState<string | null>(null);
  const items = matchPrompts(prompts, query);

  const {
    isOpen,
    highlightedIndex,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
  } = useCombobox<string>({
    items,
    // The search box's text is downshift's own state, set in the keystroke's event. Held here
    // (`inputValue: query`) it came back only through onInputValueChange, which downshift calls
    // from an effect after the render: that render put the previous text back into the box, and a
    // key pressed before the next one was typed into the old text (characters lost at full speed).
    // `query` only follows the text, to filter the list: set in the same event as the text (the
    // input's onChange below), so the list and its announcement match what is in the box.
    selectedItem: null,
    itemToString: (item) => item ?? '',
    getA11yStatusMessage: ({ isOpen: open }) => statusOf({ isOpen: open, count: items.length }),
    // Choosing an item would write it into the search box: the search is only for finding, so a
    // choice (click, Enter, Tab away from a highlighted one) empties it instead.
    stateReducer: (_state, { changes }) =>
      changes.selectedItem === null || changes.selectedItem === undefined
        ? changes
        : { ...changes, inputValue: '' },
    // What downshift changes itself (Escape, a choice); typing is followed in onChange.
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) setQuery(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem === null || selectedItem === undefined) return;
      setValue(field, selectedItem, { shouldDirty: true, shouldValidate: true });
      setUsed(selectedItem);
    },
  });

  const forget = (text: string) => {
    void forgetPrompt(scope, text);
    if (used === text) setUsed(null);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="relative">
        <label {...getLabelProps()} className="sr-only">
          {label}
        </label>
        <div className="flex items-stretch gap-1">
          <span
            className="pointer-events-none absolute top-2.5 left-2.5 text-zinc-400"
            aria-hidden="true"
          >
            <History className="size-4" />
          </span>
          <input
            {...getInputProps({
              placeholder: t('form.history.search', { count: prompts.length }),
              onChange: (event) => setQuery(event.currentTarget.value),
              onKeyDown: (event) => {
                // A search box, not a field of the job: Enter here chooses, never generates.
                if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey)
                  event.preventDefault();
                const highlighted = items[highlightedIndex];
                if (
                  event.key === 'Delete' &&
                  event.shiftKey &&
                  isOpen &&
                  highlighted !== undefined
                ) {
                  event.preventDefault();
                  forget(highlighted);
                }
              },
            })}
            className={cn(controlClass, 'pl-8')}
          />
          <button
            {...getToggleButtonProps({ type: 'button' })}
            aria-label={t('form.history.show', { label: label.toLowerCase() })}
            className="rounded-md border border-zinc-300 bg-white px-2 text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
            />
          </button>
        </div>
        {/* Above the list, which would cover it: how to forget one, while choosing. */}
        {isOpen && items.length > 0 ? (
          <p className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">
            {t('form.history.shiftDelete')}
          </p>
        ) : null}
        <ul
          {...getMenuProps({ 'aria-label': label })}
          className={cn(
            'absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-md border border-zinc-200 bg-white py-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900',
            !(isOpen && items.length > 0) && 'hidden',
          )}
        >
          {isOpen
            ? items.map((item, index) => (
                <li
                  key={item}
                  {...getItemProps({ item, index })}
                  className={cn(
                    'cursor-pointer px-3 py-2 text-sm break-words whitespace-pre-line',
                    highlightedIndex === index
                      ? 'bg-indigo-50 text-indigo-950 dark:bg-indigo-950 dark:text-indigo-50'
                      : 'text-zinc-800 dark:text-zinc-200',
                  )}
                >
                  <span className="line-clamp-2">{item}</span>
                </li>
              ))
            : null}
        </ul>
      </div>
      {used !== null ? (
        <p className="flex flex-wrap items-center gap-2 text-xs text-zinc-600 dark:text-zinc-400">
          <span>{t('form.history.inField')}</span>
          <Button
            variant="ghost"
            className="text-xs"
            onClick={() => {
              forget(used);
              setFocus(field);
            }}
          >
            {t('form.history.remove')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
