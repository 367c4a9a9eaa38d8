export function ProgressBar({ value, label }: { value: number | null; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value ?? undefined}
      className="h-1.5 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
    >
      <div
        className={value === null ? 'h-full w-1/3 animate-pulse bg-indigo-400' : 'h-full bg-indigo-500 transition-[width] duration-500'}
        style={value === null ? undefined : { width: `${value}%` }}
      />
    </div>
  );
}
