import { Upload } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

export type FilePickerProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  id: string;
  /** The button's words; the field's name comes from its <label for=id>, as for every control. */
  buttonText?: string;
  /** Shown when no file is chosen. */
  emptyText?: string;
  /** The chosen file's name when the caller knows it (a form reset clears it with null). */
  fileName?: string | null;
  className?: string;
};

/**
 * A real <input type=file>, drawn as a button with the chosen file's name beside it. The input
 * itself lies over the drawing, transparent: a click, a drop, Enter or Space, a screen reader
 * and Playwright's setInputFiles all reach the native control, which keeps its label, its
 * aria-describedby and its own announcement of the chosen file.
 */
export function FilePicker({
  id,
  buttonText,
  emptyText,
  fileName,
  className,
  onChange,
  disabled,
  ...props
}: FilePickerProps) {
  const t = useT();
  const [picked, setPicked] = useState<string | null>(null);
  const shown = fileName !== undefined ? fileName : picked;
  return (
    <div
      className={cn(
        'relative flex min-w-0 items-center gap-3 rounded-md border border-zinc-300 bg-white p-1 pr-3 text-sm shadow-xs dark:border-zinc-700 dark:bg-zinc-900',
        // The ring the hidden input would draw, drawn on what the person sees.
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-indigo-500',
        'has-[input[aria-invalid=true]]:border-red-600',
        disabled ? 'opacity-60' : 'hover:bg-zinc-50 dark:hover:bg-zinc-800/60',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="inline-flex shrink-0 items-center gap-2 rounded bg-zinc-100 px-3 py-1.5 font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100"
      >
        <Upload className="size-4" focusable="false" />
        {shown ? t('filePicker.change') : (buttonText ?? t('filePicker.choose'))}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'min-w-0 truncate',
          shown ? 'text-zinc-900 dark:text-zinc-100' : 'text-zinc-500 dark:text-zinc-400',
        )}
      >
        {shown ?? emptyText ?? t('filePicker.none')}
      </span>
      <input
        {...props}
        id={id}
        type="file"
        disabled={disabled}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        onChange={(event) => {
          setPicked(event.currentTarget.files?.[0]?.name ?? null);
          onChange?.(event);
        }}
      />
    </div>
  );
}
