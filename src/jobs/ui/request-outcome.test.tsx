import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterTheClick } from '@/testing/presses';
import type { Cancellable } from '@/lib/use-cancellable';
import { RequestOutcome } from './request-outcome';

/** A page's answer region above a button, as From a link's subtitles sit above Ask. */
function Page({ state }: { state: Cancellable<string> }) {
  return (
    <main>
      <RequestOutcome
        state={state}
        working="Getting subtitles…"
        failed="The subtitles could not be read"
        onCancel={() => undefined}
        done={(lines) => <ol aria-label="Timed lines">{lines}</ol>}
      />
      <button type="button">Ask</button>
    </main>
  );
}

const working: Cancellable<string> = { phase: 'working', startedAt: Date.now() };
const done: Cancellable<string> = { phase: 'done', value: 'A first engine starts.' };
const failed: Cancellable<string> = { phase: 'failed', error: new Error('refused') };
const lines = () => screen.queryByRole('list', { name: 'Timed lines' });
const askButton = () => screen.getByRole('button', { name: 'Ask' });

afterEach(() => {
  vi.useRealTimers();
});

describe('a request’s answer that arrives while a pointer is pressed', () => {
  it('is drawn in the same render when nothing is pressed', () => {
    const { rerender } = render(<Page state={working} />);
    expect(screen.getByRole('status')).toHaveTextContent('Getting subtitles…');
    rerender(<Page state={done} />);
    expect(lines()).toHaveTextContent('A first engine starts.');
  });

  it('waits for the release and its click: Ask, pressed as the subtitles come, stays under the pointer', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Page state={working} />);
    const ask = askButton();
    const clicks = vi.fn();
    ask.addEventListener('click', clicks);
    fireEvent.pointerDown(ask, { pointerId: 1 });
    rerender(<Page state={done} />);
    // Still the progress: nothing above Ask has changed its height.
    expect(lines()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Getting subtitles…');
    fireEvent.pointerUp(ask, { pointerId: 1 });
    fireEvent.click(ask);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(lines()).toBeNull();
    afterTheClick();
    expect(lines()).toHaveTextContent('A first engine starts.');
  });

  it('a failure waits the same way, and the latest of several changes is the one drawn', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Page state={{ phase: 'idle' }} />);
    fireEvent.pointerDown(askButton(), { pointerId: 1 });
    rerender(<Page state={working} />);
    rerender(<Page state={failed} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('The subtitles could not be read')).toBeNull();
    fireEvent.pointerUp(askButton(), { pointerId: 1 });
    afterTheClick();
    expect(screen.getByText('The subtitles could not be read')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
