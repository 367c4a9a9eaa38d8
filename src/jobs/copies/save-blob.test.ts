// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from './download';

// jsdom has no object URLs; these stand in for the browser's, and record what was made and freed.
const made = new Map<string, Blob>();
const freed: string[] = [];
Object.assign(URL, {
  createObjectURL: (blob: Blob) => {
    const url = `blob:http://localhost/${made.size + 1}`;
    made.set(url, blob);
    return url;
  },
  revokeObjectURL: (url: string) => freed.push(url),
});

afterEach(() => vi.useRealTimers());

describe('saveBlob', () => {
  it('clicks a download link named for the file, then takes the link away and frees the memory', () => {
    vi.useFakeTimers();
    const clicked: { name: string; blob: Blob | undefined; inPage: boolean }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ name: this.download, blob: made.get(this.href), inPage: this.isConnected });
    });
    const blob = new Blob(['x'], { type: 'video/mp4' });
    saveBlob(blob, 'video-boat-1234.mp4');
    click.mockRestore();
    expect(clicked).toEqual([{ name: 'video-boat-1234.mp4', blob, inPage: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(freed).toEqual([]);
    vi.runAllTimers();
    expect(freed).toEqual([...made.keys()]);
  });
});
