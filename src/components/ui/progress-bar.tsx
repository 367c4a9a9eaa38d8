/**
 * Drawn with SVG attributes rather than a style attribute, so the Content-Security-Policy can
 * forbid inline styles outright.
 */
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
      <svg className="block h-full w-full" preserveAspectRatio="none" aria-hidden="true">
        {value === null ? (
          <rect className="animate-pulse fill-indigo-400" x="0" y="0" width="33%" height="100%" />
        ) : (
          <rect
            className="fill-indigo-500 transition-[width] duration-500"
            x="0"
            y="0"
            width={`${value}%`}
            height="100%"
          />
        )}
      </svg>
    </div>
  );
}
