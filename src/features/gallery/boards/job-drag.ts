/**
 * Dragging a Library result onto a board (issue 40): the tile puts its job's id on the drag under
 * the studio's own type, so a drop elsewhere (a text field, another site) carries nothing of it,
 * and the board bar's drop list answers only to it.
 */
export const JOB_DRAG_TYPE = 'application/x-media-studio-job';

/** Starts a tile's drag: its job's id, offered to be copied (a board adds, it never moves). */
export function startJobDrag(event: React.DragEvent, jobId: string): void {
  event.dataTransfer.setData(JOB_DRAG_TYPE, jobId);
  event.dataTransfer.effectAllowed = 'copy';
}

/** Whether a drag carries a result (its data is readable only on drop; its types always). */
export function carriesJob(transfer: DataTransfer | null): boolean {
  return transfer !== null && transfer.types.includes(JOB_DRAG_TYPE);
}

/** The dragged result's id, on drop; null for any other drag. */
export function droppedJob(transfer: DataTransfer): string | null {
  const id = transfer.getData(JOB_DRAG_TYPE);
  return id === '' ? null : id;
}
