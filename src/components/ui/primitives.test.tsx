import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sparkles, Star } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { Field } from './field';
import { FilePicker } from './file-picker';
import { IconButton } from './icon-button';
import { Select } from './select';
import { Skeleton } from './skeleton';

function StarToggle({ initial = false }: { initial?: boolean }) {
  const [on, setOn] = useState(initial);
  return <IconButton icon={Star} label="Favourite" pressed={on} onClick={() => setOn(!on)} />;
}

describe('IconButton', () => {
  it('has its name though it shows only an icon, and a toggle says whether it is pressed', async () => {
    render(<StarToggle />);
    const star = screen.getByRole('button', { name: 'Favourite' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(star.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(star);
    expect(screen.getByRole('button', { name: 'Favourite', pressed: true })).toBe(star);
    star.focus();
    await userEvent.keyboard(' ');
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('a plain icon button is not a toggle and never submits a form by accident', () => {
    const submit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={submit}>
        <IconButton icon={Sparkles} label="Surprise me" />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Surprise me' });
    expect(button).not.toHaveAttribute('aria-pressed');
    button.click();
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('Select', () => {
  it('is the native select, named by its field label, and changes by keyboard', async () => {
    const change = vi.fn<(value: string) => void>();
    render(
      <Field id="status" label="Status">
        <Select id="status" defaultValue="" onChange={(e) => change(e.currentTarget.value)}>
          <option value="">All</option>
          <option value="failed">Failed</option>
        </Select>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    await userEvent.selectOptions(select, 'Failed');
    expect(change).toHaveBeenLastCalledWith('failed');
    expect(select).toHaveValue('failed');
  });
});

describe('FilePicker', () => {
  it('is the real file input, named by its label and described by its hint, and shows the chosen name', async () => {
    const picked = vi.fn<(name: string | undefined) => void>();
    render(
      <Field id="frame" label="First frame" hint="At least 300×300 px">
        <FilePicker
          id="frame"
          accept="image/*"
          aria-describedby="frame-hint"
          onChange={(e) => picked(e.currentTarget.files?.[0]?.name)}
        />
      </Field>,
    );
    const input = screen.getByLabelText('First frame');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('At least 300×300 px');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await userEvent.upload(input, new File(['png'], 'harbour.png', { type: 'image/png' }));
    expect(picked).toHaveBeenCalledWith('harbour.png');
    expect(screen.getByText('harbour.png')).toBeInTheDocument();
    expect(screen.getByText('Change file')).toBeInTheDocument();
  });

  it('reaches the keyboard like any control', async () => {
    render(
      <>
        <label htmlFor="f">Cover</label>
        <FilePicker id="f" />
      </>,
    );
    await userEvent.tab();
    expect(screen.getByLabelText('Cover')).toHaveFocus();
  });

  it('a caller that resets the form clears the shown name', async () => {
    const { rerender } = render(<FilePicker id="f" aria-label="Cover" />);
    await userEvent.upload(
      screen.getByLabelText('Cover'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    expect(screen.getByText('a.png')).toBeInTheDocument();
    rerender(<FilePicker id="f" aria-label="Cover" fileName={null} />);
    expect(screen.queryByText('a.png')).toBeNull();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });
});

describe('EmptyState and Skeleton', () => {
  it('an empty state names the place, says what goes there and offers the first step', () => {
    render(
      <EmptyState
        icon={Sparkles}
        title="Nothing here yet"
        action={<a href="#/video">Make a video</a>}
      >
        Your results will appear here.
      </EmptyState>,
    );
    const region = screen.getByRole('region', { name: 'Nothing here yet' });
    expect(region).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Nothing here yet' }),
    );
    expect(region).toHaveTextContent('Your results will appear here.');
    expect(screen.getByRole('link', { name: 'Make a video' })).toHaveAttribute('href', '#/video');
  });

  it('a skeleton is hidden from screen readers', () => {
    const { container } = render(<Skeleton className="h-4 w-24" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
