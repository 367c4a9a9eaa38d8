import { message, type StoredMessage } from '@/i18n/i18n';
import { formatClock } from '@/lib/time';
import type { GrabbedFrame } from './grab-frame';

/**
 * What the picture is and what was done to it to fit the limits, in one sentence for its field:
 * kept as its message, worded where shown (`word`), so a language switch while the frame waits
 * in a form rewords it.
 */
export function frameNote(frame: GrabbedFrame, from: string): StoredMessage {
  const base = {
    time: formatClock(frame.at),
    from,
    width: frame.width,
    height: frame.height,
    sourceWidth: frame.sourceWidth,
    sourceHeight: frame.sourceHeight,
  };
  if (frame.fit.letterboxed) return message('frame.note.letterboxed', base);
  if (frame.fit.scaled) return message('frame.note.scaled', base);
  return message('frame.note.plain', base);
}
