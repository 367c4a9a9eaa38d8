/** aria props a control inside <Field> needs. */
export function describedBy(id: string, error: string | undefined, hasHint = true) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const;
}

export const controlClass =
  'w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-indigo-500 aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-900';
