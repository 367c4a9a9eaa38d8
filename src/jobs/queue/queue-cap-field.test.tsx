import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { currentQueueSettings, updateQueueSettings } from './queue-store';
import { QueueCapField } from './queue-cap-field';

function box() {
  return screen.getByLabelText('Jobs at once');
}

function saved() {
  return currentQueueSettings().caps.default;
}

/** Issue 54, item 6: a number "Jobs at once" does not take says so beside the box, and is not saved. */
describe('QueueCapField', () => {
  it.each(['0', '-3', '100000', '2.5'])(
    '%s is refused next to the box, and the saved value stays as it was',
    (typed) => {
      updateQueueSettings((s) => ({ ...s, caps: { default: 3 } }));
      render(<QueueCapField />);
      fireEvent.change(box(), { target: { value: typed } });
      // Nothing is said while it is typed: "-" on the way to "-3", "10" on the way to "100000".
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      fireEvent.blur(box());

      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(
        'Enter a whole number from 1 to 100, or choose No limit. Jobs at once stays 3 until then.',
      );
      expect(box()).toHaveAttribute('aria-invalid', 'true');
      expect(box()).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number'));
      expect(box()).toHaveValue(Number(typed));
      expect(saved()).toBe(3);

      // A valid number is saved, and the message goes.
      fireEvent.change(box(), { target: { value: '7' } });
      expect(saved()).toBe(7);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(box()).not.toHaveAttribute('aria-invalid');
      expect(box()).toHaveValue(7);
    },
  );

  it('says it in Chinese too', async () => {
    await activateLocale('zh');
    try {
      updateQueueSettings((s) => ({ ...s, caps: { default: 2 } }));
      render(<QueueCapField />);
      fireEvent.change(screen.getByLabelText('同时进行的任务'), { target: { value: '0' } });
      fireEvent.blur(screen.getByLabelText('同时进行的任务'));
      expect(screen.getByRole('alert')).toHaveTextContent(
        '请输入 1 到 100 之间的整数，或选择“不限”。在此之前，同时进行的任务仍为 2。',
      );
      expect(saved()).toBe(2);
    } finally {
      await activateLocale('en');
    }
  });

  it('No limit clears a refused number', () => {
    render(<QueueCapField />);
    fireEvent.change(box(), { target: { value: '0' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'No limit' }));
    expect(saved()).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps each keystroke while it is typed, and saves what the box holds when it is left (issue 54)', () => {
    updateQueueSettings((s) => ({ ...s, caps: { default: 3 } }));
    render(<QueueCapField />);
    const input = box() as HTMLInputElement;
    // "05" is 5: saved as it is typed, but the box does not jump to "5" under the caret.
    fireEvent.change(input, { target: { value: '05' } });
    expect(saved()).toBe(5);
    expect(input.value).toBe('05');
    fireEvent.change(input, { target: { value: '012' } });
    expect(input.value).toBe('012');
    expect(saved()).toBe(12);
    // Left: the box shows the number saved.
    fireEvent.blur(input);
    expect(saved()).toBe(12);
    expect(input.value).toBe('12');
  });
});
