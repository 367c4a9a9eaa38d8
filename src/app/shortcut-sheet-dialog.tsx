import { Keyboard } from 'lucide-react';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/i18n/use-t';
import { shortcutGroups } from '@/lib/shortcut-groups';

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <span className="flex shrink-0 items-center gap-1">
      {keys.map((key) => (
        <kbd
          key={key}
          className="inline-flex min-w-7 items-center whitespace-nowrap justify-center rounded-md border border-zinc-300 bg-zinc-50 px-1.5 py-0.5 font-sans text-xs font-semibold text-zinc-800 shadow-[0_1px_0_var(--color-zinc-300)] dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-100 dark:shadow-[0_1px_0_var(--color-zinc-600)]"
        >
          {key}
        </kbd>
      ))}
    </span>
  );
}

/**
 * The sheet itself: every shortcut the studio knows, grouped by where it works. A dialog, so
 * Escape closes it and focus goes back where it was.
 */
export function ShortcutSheetDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={
        <span className="flex items-center gap-2">
          <Keyboard
            aria-hidden="true"
            focusable="false"
            className="size-5 text-indigo-600 dark:text-indigo-300"
          />
          {t('shortcuts.title')}
        </span>
      }
      description={t('shortcuts.description')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {shortcutGroups.map((group) => (
          // Ids from the group's stable id: its title changes with the language.
          <section
            key={group.id}
            aria-labelledby={`shortcuts-${group.id}`}
            className="flex flex-col gap-2"
          >
            <h3
              id={`shortcuts-${group.id}`}
              className="text-xs font-semibold tracking-wide text-muted uppercase"
            >
              {group.title}
            </h3>
            <dl className="flex flex-col divide-y divide-line rounded-lg border border-line">
              {group.lines.map((line) => (
                <div key={line.does} className="flex items-center justify-between gap-3 px-3 py-2">
                  <dt className="text-sm">{line.does}</dt>
                  <dd>
                    <Keys keys={line.keys} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
