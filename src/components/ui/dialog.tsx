import { X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { IconButton } from './icon-button';

const sizes = { md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/**
 * A modal dialog on the native <dialog> and showModal(): the browser moves focus in, makes the
 * page behind inert (so Tab stays inside), closes on Escape and draws the backdrop. We add the
 * name (its title), a close button, a click on the backdrop to close, and focus going back to
 * whatever opened it — or to `returnFocus()` when that is gone (the dialog was opened from the
 * URL, or the list re-rendered the opener).
 *
 * Controlled: `open` says whether it shows. Escape, Close and the backdrop call `onClose`, and the
 * caller sets `open` to false (for the gallery: removes `open=` from the URL).
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  returnFocus,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: keyof typeof sizes;
  returnFocus?: () => HTMLElement | null;
  className?: string;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest callbacks, read by listeners that live as long as the element.
  const latest = useRef({ open, onClose, returnFocus });
  useLayoutEffect(() => {
    latest.current = { open, onClose, returnFocus };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restore = () => {
      const previous = opener.current;
      // No opener (opened from the URL) or one the list re-rendered away: the page says where.
      const known =
        previous instanceof HTMLElement && previous !== document.body && previous.isConnected;
      const target = known ? previous : (latest.current.returnFocus?.() ?? null);
      target?.focus();
    };
    const closed = () => {
      restore();
      // Only a close the person made (Escape, Close, the backdrop) is reported; a close the
      // caller made by setting `open` to false (Back removed `open=` from the URL) is not echoed.
      if (latest.current.open) latest.current.onClose();
    };
    dialog.addEventListener('close', closed);
    // The page behind does not scroll while the dialog is up.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    if (open) root.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('close', closed);
      root.style.overflow = overflow;
      // Unmounted while open (the job was removed, the route changed): focus still goes home.
      if (dialog.open) restore();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-zinc-200 bg-white p-0 text-zinc-900 shadow-2xl',
        'backdrop:bg-zinc-950/60 backdrop:backdrop-blur-sm dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100',
        sizes[size],
        className,
      )}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {open ? (
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <header className="flex items-start justify-between gap-4">
            <div className="flex min-w-0 flex-col gap-1">
              <h2 id={titleId} className="text-lg font-semibold break-words">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="text-sm text-zinc-600 dark:text-zinc-400">
                  {description}
                </p>
              ) : null}
            </div>
            <IconButton
              icon={X}
              label={t('common.close')}
              size="sm"
              onClick={() => ref.current?.close()}
            />
          </header>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
