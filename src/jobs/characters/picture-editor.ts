import type { JobCreator } from '@/jobs/generator-types';
import type { JobSource } from '@/jobs/job';

/**
 * What edits pictures into a shot (issue 56): Image's picture edit, handed over by its part
 * (`FeaturePart.pictureEditor`) — jobs/ cannot import a feature, and a character's first frame
 * is made by one. `creator` is its one create through the one create path (the ledger first,
 * never sent twice), checked by its own schema, or why it refuses the pictures.
 */
export interface PictureEditor {
  /** The kind of job an edit is (`image-edit`). */
  kind: string;
  creator(request: {
    /** The pictures as PNG `data:` URLs, in order (each character's, in the order named). */
    pictures: readonly { png: string; name: string; width: number; height: number }[];
    prompt: string;
    /** The shot it is the first frame of (lineage: "First frame for “…”"). */
    source: JobSource;
    /** The characters, named as the edit's card shows them. */
    characters: string;
  }): { creator: JobCreator<void> } | { problem: string };
}

let registered: PictureEditor | null = null;
let installParts: (() => Promise<void>) | null = null;

/** Once, from the app (`app/parts.ts`), with the part that declares one. */
export function registerPictureEditor(editor: PictureEditor): void {
  registered = editor;
}

/**
 * How the app hands the parts over when an editor is asked for before it has (a generator's page
 * gets every part at its first idle moment, decision 061; a Generate may come first).
 */
export function providePartsInstaller(install: () => Promise<void>): void {
  installParts = install;
}

/** The editor, once the parts are handed over; null where no part declares one. */
export async function pictureEditor(): Promise<PictureEditor | null> {
  if (registered === null && installParts !== null) await installParts();
  return registered;
}
