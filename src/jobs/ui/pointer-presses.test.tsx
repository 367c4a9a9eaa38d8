import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterTheClick } from '@/testing/presses';
import { useShownWhenUnpressed } from './pointer-presses';

/** A form whose earlier-prompts field appears above its button once it is ready. */
function Form({ ready }: { ready: boolean }) {
  const shown = useShownWhenUnpressed(ready);
  return (
    <form aria-label="Video">
      {shown && <label htmlFor="history">Earlier prompts</label>}
      {shown && <input id="history" />}
      <button type="button">Generate</button>
    </form>
  );
}

const history = () => screen.queryByLabelText('Earlier prompts');
const generateButton = () => screen.getByRole('button', { name: 'Generate' });

afterEach(() => {
  vi.useRealTimers();
});

describe('a part that would move the form while a pointer is pressed', () => {
  it('is shown at once when it is ready with nothing pressed (a returning visit draws it in its first frame)', () => {
    render(<Form ready />);
    expect(history()).not.toBeNull();
  });

  it('appears as soon as it is ready when nothing is pressed', () => {
    const { rerender } = render(<Form ready={false} />);
    expect(history()).toBeNull();
    rerender(<Form ready />);
    expect(history()).not.toBeNull();
  });

  it('waits for the press under way to end, and for its click, before it appears', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Form ready={false} />);
    const generate = generateButton();
    // Generate pressed again while the first prompt's history arrives.
    fireEvent.pointerDown(generate, { pointerId: 1 });
    rerender(<Form ready />);
    expect(history()).toBeNull();
    fireEvent.pointerUp(generate, { pointerId: 1 });
    // The release's click is handled first; the field appears a task later.
    expect(history()).toBeNull();
    afterTheClick();
    expect(history()).not.toBeNull();
  });

  it('waits for every pointer: one finger lifted while another still presses is not the end', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Form ready={false} />);
    const generate = generateButton();
    fireEvent.pointerDown(generate, { pointerId: 1 });
    fireEvent.pointerDown(generate, { pointerId: 2 });
    rerender(<Form ready />);
    fireEvent.pointerUp(generate, { pointerId: 1 });
    afterTheClick();
    expect(history()).toBeNull();
    fireEvent.pointerCancel(generate, { pointerId: 2 });
    afterTheClick();
    expect(history()).not.toBeNull();
  });

  it('waits again when a new press starts between the release and its turn', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Form ready={false} />);
    const generate = generateButton();
    fireEvent.pointerDown(generate, { pointerId: 1 });
    rerender(<Form ready />);
    fireEvent.pointerUp(generate, { pointerId: 1 });
    fireEvent.pointerDown(generate, { pointerId: 1 });
    afterTheClick();
    expect(history()).toBeNull();
    fireEvent.pointerUp(generate, { pointerId: 1 });
    afterTheClick();
    expect(history()).not.toBeNull();
  });

  it('leaving the window ends every press (its release may never arrive)', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Form ready={false} />);
    fireEvent.pointerDown(generateButton(), { pointerId: 1 });
    rerender(<Form ready />);
    fireEvent.blur(window);
    afterTheClick();
    expect(history()).not.toBeNull();
  });

  it('once gone, waits again before it comes back', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Form ready />);
    rerender(<Form ready={false} />);
    expect(history()).toBeNull();
    fireEvent.pointerDown(generateButton(), { pointerId: 1 });
    rerender(<Form ready />);
    expect(history()).toBeNull();
    fireEvent.pointerUp(generateButton(), { pointerId: 1 });
    afterTheClick();
    expect(history()).not.toBeNull();
  });
});
