import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PictureEditor } from './picture-editor';

const editor: PictureEditor = { kind: 'image-edit', creator: () => ({ problem: 'not here' }) };

beforeEach(() => {
  vi.resetModules();
});

describe('the picture editor a character’s first frame is made by', () => {
  it('is fetched with the parts when asked for before they were handed over (decision 061)', async () => {
    const { pictureEditor, providePartsInstaller, registerPictureEditor } =
      await import('./picture-editor');
    const install = vi.fn(() => {
      registerPictureEditor(editor);
      return Promise.resolve();
    });
    providePartsInstaller(install);
    expect(await pictureEditor()).toBe(editor);
    // Handed over once: asked again, it is there without installing anything.
    expect(await pictureEditor()).toBe(editor);
    expect(install).toHaveBeenCalledTimes(1);
  });

  it('is null where no part declares one, the parts handed over', async () => {
    const { pictureEditor, providePartsInstaller } = await import('./picture-editor');
    providePartsInstaller(() => Promise.resolve());
    expect(await pictureEditor()).toBeNull();
  });
});
