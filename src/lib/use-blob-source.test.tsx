import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBlobSource } from './use-blob-source';

/**
 * jsdom has no object URLs: these record each URL made and revoked, and which were revoked while
 * an element in the page still showed them.
 */
const made: string[] = [];
const revoked: string[] = [];
const revokedWhileShown: string[] = [];
const original = Object.getOwnPropertyDescriptors(URL);

beforeEach(() => {
  made.length = 0;
  revoked.length = 0;
  revokedWhileShown.length = 0;
  URL.createObjectURL = () => {
    const url = `blob:test/${made.length + 1}`;
    made.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    if (document.querySelector(`[src="${url}"]`) !== null) revokedWhileShown.push(url);
    revoked.push(url);
  };
});

afterEach(() => {
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    const descriptor = original[name];
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
});

function Player({ blob, link }: { blob: Blob | undefined; link?: string }) {
  const ref = useBlobSource<HTMLVideoElement>(blob);
  return <video ref={ref} src={link} aria-label="Result" />;
}

/** The microtask that makes the URL, and React's work after it. */
const settle = () => act(() => Promise.resolve());

const a = new Blob(['a']);
const b = new Blob(['b']);

describe('useBlobSource', () => {
  it('makes one URL per blob and revokes each once, never while shown, in StrictMode', async () => {
    const view = render(<Player blob={a} />, { wrapper: StrictMode });
    await settle();
    const video = view.getByLabelText('Result');
    expect(made).toHaveLength(1);
    expect(video).toHaveAttribute('src', made[0]);
    expect(revoked).toEqual([]);

    // Another render with the same blob keeps its URL.
    view.rerender(<Player blob={a} />);
    await settle();
    expect(made).toHaveLength(1);
    expect(video).toHaveAttribute('src', made[0]);

    view.rerender(<Player blob={b} />);
    await settle();
    expect(made).toHaveLength(2);
    expect(video).toHaveAttribute('src', made[1]);
    expect(revoked).toEqual([made[0]]);

    view.rerender(<Player blob={undefined} />);
    await settle();
    expect(video).not.toHaveAttribute('src');
    expect(revoked).toEqual(made);

    view.rerender(<Player blob={a} />);
    await settle();
    view.unmount();
    expect(made).toHaveLength(3);
    expect(revoked).toEqual(made);
    expect(revokedWhileShown).toEqual([]);
  });

  it('leaves a source React gave the element in its place, and still revokes its own URL', async () => {
    const view = render(<Player blob={a} />, { wrapper: StrictMode });
    await settle();
    view.rerender(<Player blob={undefined} link="https://cdn.test/a.mp4" />);
    await settle();
    expect(view.getByLabelText('Result')).toHaveAttribute('src', 'https://cdn.test/a.mp4');
    expect(revoked).toEqual(made);
    expect(made).toHaveLength(1);
  });

  it('makes no URL for an element that goes before its URL was made', async () => {
    const view = render(<Player blob={a} />, { wrapper: StrictMode });
    view.unmount();
    await settle();
    expect(made).toEqual([]);
    expect(revoked).toEqual([]);
  });
});
