import type { ReactNode } from 'react';
import { safeMediaUrl } from '@/lib/safe-url';

/**
 * One of the talking head's two sources (the portrait, the sound): its ways to pick or upload,
 * then — once it has one — the source itself, shown or played from a safe link, beside what this
 * browser measured of it (the size or length the form's limits are checked against).
 */
export function SourceFieldset({
  legend,
  target,
  said,
  layout,
  preview,
  children,
}: {
  legend: ReactNode;
  /** The chosen link, or null while there is none. */
  target: string | null;
  /** What was measured, said as a status. */
  said: ReactNode;
  /** The preview beside its figures (a picture) or above them (a player). */
  layout: 'beside' | 'above';
  preview: (src: string) => ReactNode;
  children: ReactNode;
}) {
  const src = target === null ? null : safeMediaUrl(target);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
      {src !== null ? (
        <div className={layout === 'beside' ? 'flex items-center gap-3' : 'flex flex-col gap-1'}>
          {preview(src)}
          <p role="status" className="text-sm text-muted tabular-nums">
            {said}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
