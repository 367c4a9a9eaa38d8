import { useId, type ReactNode, type Ref } from 'react';
import { Button } from './button';

/**
 * An action in a result's row that needs a few words first ("Remix", "Make a persona"): its button
 * opens a small panel under it. While open, the action takes a line of the row to itself, so the
 * panel sits under the row's buttons rather than squeezed between them.
 */
export function ActionPanel({
  label,
  open,
  onOpenChange,
  buttonRef,
  children,
}: {
  /** The button's name: the locator contract's words. */
  label: ReactNode;
  open: boolean;
  /** Called with the state a click asks for; the caller resets its form on opening. */
  onOpenChange: (open: boolean) => void;
  /** The button, for focus to come back to when the panel closes by itself (a form sent). */
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <div className={open ? 'flex basis-full flex-col gap-2' : 'flex flex-col gap-2'}>
      <Button
        ref={buttonRef}
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
      >
        {label}
      </Button>
      {open ? (
        <div
          id={panelId}
          className="rounded-md border border-zinc-200 bg-zinc-50 p-3 dark:border-zinc-800 dark:bg-zinc-950"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
