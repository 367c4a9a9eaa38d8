import { describe, expect, it } from 'vitest';
import { carriesFiles, fileFromTransfer } from './image-transfer';

const transfer = (...files: File[]) => ({ files: files as unknown as FileList });

describe('a dropped or pasted first frame', () => {
  it('takes the first image among the files', () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const image = new File(['x'], 'frame.png', { type: 'image/png' });
    expect(fileFromTransfer(transfer(text, image))).toBe(image);
  });

  it('passes on a file that is not an image, for the same check as a chosen one', () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    expect(fileFromTransfer(transfer(text))).toBe(text);
  });

  it('leaves a paste of text alone', () => {
    expect(fileFromTransfer(transfer())).toBeNull();
    expect(fileFromTransfer(null)).toBeNull();
  });

  it('takes a drag only when it brings files', () => {
    expect(carriesFiles({ types: ['Files'] })).toBe(true);
    expect(carriesFiles({ types: ['text/uri-list', 'text/plain'] })).toBe(false);
    expect(carriesFiles(null)).toBe(false);
  });
});
