import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useShowNewJob } from './use-show-new-job';

/** A new job's card, and the form's hook that shows it once the job's id is known. */
function Page({ jobId }: { jobId: string | undefined }) {
  useShowNewJob(jobId);
  return <article data-job-id="job-1">Harbour at dusk</article>;
}

// jsdom draws nothing and has no scrollIntoView: a spy stands for the browser's.
const scrolled = vi.fn();
Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
  configurable: true,
  value: scrolled,
});

afterEach(() => {
  scrolled.mockClear();
  vi.useRealTimers();
});

describe('a new job brought into view', () => {
  it('is shown as soon as its card is there', () => {
    const { rerender } = render(<Page jobId={undefined} />);
    expect(scrolled).not.toHaveBeenCalled();
    rerender(<Page jobId="job-1" />);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('waits while a pointer is pressed, so a click under way is not moved away, and shows it after the release', () => {
    vi.useFakeTimers();
    const { rerender, container } = render(<Page jobId={undefined} />);
    // Generate pressed again while the first job's answer arrives.
    fireEvent.pointerDown(container, { pointerId: 1 });
    rerender(<Page jobId="job-1" />);
    expect(scrolled).not.toHaveBeenCalled();
    fireEvent.pointerUp(container, { pointerId: 1 });
    // The release's click is handled first; the card comes into view a task later.
    expect(scrolled).not.toHaveBeenCalled();
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('is not shown after the form has gone (its page left while the pointer was pressed)', () => {
    vi.useFakeTimers();
    const { rerender, unmount, container } = render(<Page jobId={undefined} />);
    fireEvent.pointerDown(container, { pointerId: 2 });
    rerender(<Page jobId="job-1" />);
    unmount();
    fireEvent.pointerUp(document.body, { pointerId: 2 });
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(scrolled).not.toHaveBeenCalled();
  });
});
