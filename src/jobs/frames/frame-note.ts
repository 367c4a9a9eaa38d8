import { t } from '@/i18n/i18n';
import { formatClock } from '@/lib/time';
import type { GrabbedFrame } from './grab-frame';

/** What the picture is and what was done to it to fit the limits, in one sentence for its field. */
export function frameNote(frame: GrabbedFrame, from: string): string {
  const base = {
    time: formatClock(frame.at),
    from,
    width: frame.width,
    height: frame.height,
    sourceWidth: frame.sourceWidth,
    sourceHeight: frame.sourceHeight,
  };
  if (frame.fit.letterboxed) return t('frame.note.letterboxed', base);
  if (frame.fit.scaled) return t('frame.note.scaled', base);
  return t('frame.note.plain', base);
}
