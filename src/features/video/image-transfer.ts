/**
 * The file a drop or a paste carries for the first frame: the first image among its files, else
 * its first file of any type (which then meets the same "not an image" check as a chosen one),
 * else none — a paste of plain text stays a paste of text.
 */
export function fileFromTransfer(data: Pick<DataTransfer, 'files'> | null): File | null {
  if (data === null) return null;
  const files = Array.from(data.files);
  return files.find((f) => f.type.startsWith('image/')) ?? files[0] ?? null;
}

/** Whether a drag brings files (not a link or text being dragged across the page). */
export function carriesFiles(data: Pick<DataTransfer, 'types'> | null): boolean {
  return data !== null && Array.from(data.types).includes('Files');
}
