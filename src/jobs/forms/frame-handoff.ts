import type { StoredMessage } from '@/i18n/i18n';

/**
 * "Use this frame" (issue 27 item 4): a picture made in the browser waits here for the field of
 * the form it was meant for (Video's first frame). Beside `form-handoff.ts`, not in it: that one
 * rides in sessionStorage, which holds a few megabytes of text at most — a PNG frame is megabytes
 * of bytes, and base64 would make it a third larger still. This is memory: the frame lives while
 * the page does. A reload loses it on purpose, and then the form's draft (which keeps a chosen
 * file's name, never its bytes) asks for it again by name, as it does for any chosen file.
 */
export interface HandedFrame {
  kind: string;
  field: string;
  file: File;
  /** What was done to the frame to fit the limits, for the field to say (worded when shown). */
  note: StoredMessage;
}

let waiting: HandedFrame | null = null;

/** Leaves a picture for a form's field; the caller then opens the form (`sendToForm`, navigate). */
export function leaveFrame(frame: HandedFrame): void {
  waiting = frame;
}

/** The picture waiting for this form's field, left in place: a field may mount twice. */
export function peekFrame(kind: string, field: string): HandedFrame | null {
  return waiting !== null && waiting.kind === kind && waiting.field === field ? waiting : null;
}

/** Done with it: the field holds it now (only this one: a newer frame stays). */
export function settleFrame(frame: HandedFrame): void {
  if (waiting === frame) waiting = null;
}
