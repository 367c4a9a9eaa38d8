import { Plus, Users } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { optionId, type Mentions } from './use-mentions';

/**
 * The characters offered while an `@` is typed in a prompt (`useMentions`): a listbox named
 * **Characters** under the field, each option **@Name** with its first picture and its words,
 * then **New character “…”** or **Manage characters…**. A pointer press keeps focus in the field
 * (the field is where the keyboard chooses); a click chooses. Drawn only while the list is open
 * (`MentionAids`).
 */
export function MentionList({ mentions }: { mentions: Mentions }) {
  const t = useT();
  const count = mentions.options.filter((o) => o.type === 'character').length;
  return (
    <div className="relative">
      <p role="status" className="sr-only">
        {count === 0 ? t('character.mention.none') : t('character.mention.status', { count })}
      </p>
      <ul
        id={mentions.listId}
        role="listbox"
        aria-label={t('character.mention.list')}
        className="absolute inset-x-0 top-1 z-30 max-h-72 overflow-auto rounded-md border border-zinc-200 bg-white py-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
      >
        {mentions.options.map((option, index) => {
          const active = index === mentions.active;
          const label =
            option.type === 'character'
              ? `@${option.character.name}`
              : option.type === 'new'
                ? t('character.mention.new', { name: option.name })
                : t('character.mention.manage');
          return (
            <li
              key={option.type === 'character' ? option.character.id : option.type}
              id={optionId(mentions.listId, index)}
              role="option"
              aria-selected={active}
              aria-label={label}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => mentions.choose(option)}
              className={cn(
                'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
                active
                  ? 'bg-indigo-50 text-indigo-950 dark:bg-indigo-950 dark:text-indigo-50'
                  : 'text-zinc-800 dark:text-zinc-200',
                option.type !== 'character' && 'border-t border-line',
              )}
            >
              {option.type === 'character' ? (
                <>
                  <img
                    src={option.character.pictures[0]?.dataUrl}
                    alt=""
                    className="size-8 shrink-0 rounded bg-well object-cover"
                  />
                  <span className="font-medium">{label}</span>
                  <span className="min-w-0 truncate text-xs text-muted">
                    {option.character.description}
                  </span>
                </>
              ) : (
                <>
                  {option.type === 'new' ? (
                    <Plus aria-hidden="true" focusable="false" className="size-4" />
                  ) : (
                    <Users aria-hidden="true" focusable="false" className="size-4" />
                  )}
                  <span>{label}</span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
