import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { useT } from '@/i18n/use-t';
import { BoardNameError } from '@/jobs/boards/boards-db';
import { nameProblem, nameProblemText, NAME_MAX } from '@/jobs/names';

/**
 * One name asked for (a new board, a board's or a result's new name): the problem is said beside
 * the field (empty, over `NAME_MAX`, a board's name taken), and the dialog closes only once the
 * write has committed, so the name shown is the name kept (docs/reliability.md, "Saved means saved").
 */
export function NameDialog({
  open,
  onClose,
  title,
  label,
  hint,
  initial,
  taken = [],
  submitLabel,
  onSubmit,
  extra,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  label: string;
  hint?: string;
  initial: string;
  /** Names already used (the other boards'): a result's name may repeat, so it passes none. */
  taken?: readonly string[];
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  /** A second way out beside the submit (a result's "Remove the name"). */
  extra?: React.ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {open ? (
        <NameForm
          label={label}
          hint={hint}
          initial={initial}
          taken={taken}
          submitLabel={submitLabel}
          onSubmit={onSubmit}
          onDone={onClose}
          extra={extra}
        />
      ) : null}
    </Dialog>
  );
}

function NameForm({
  label,
  hint,
  initial,
  taken,
  submitLabel,
  onSubmit,
  onDone,
  extra,
}: {
  label: string;
  hint: string | undefined;
  initial: string;
  taken: readonly string[];
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onDone: () => void;
  extra: React.ReactNode;
}) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A name to start from is selected: typing replaces it, an arrow key keeps it to edit.
  useEffect(() => {
    if (initial === '') return;
    input.current?.focus();
    input.current?.select();
  }, [initial]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = nameProblem(value, taken);
    if (problem !== null) {
      setError(nameProblemText(problem));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(value);
      onDone();
    } catch (cause) {
      setError(
        cause instanceof BoardNameError
          ? nameProblemText(cause.problem)
          : cause instanceof Error
            ? cause.message
            : String(cause),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <Field id={id} label={label} hint={hint} error={error}>
        <input
          ref={input}
          id={id}
          className={controlClass}
          value={value}
          // Long names are refused with words, not cut off by the browser as they are typed.
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? `${id}-error` : hint ? `${id}-hint` : undefined}
          data-max={NAME_MAX}
          autoComplete="off"
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        {extra}
        <Button variant="secondary" onClick={onDone}>
          {t('boards.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
