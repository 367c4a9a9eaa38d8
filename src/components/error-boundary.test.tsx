import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('bad record');
  return <p>fine</p>;
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <>
      <ErrorBoundary
        fallback={(error, reset) => (
          <button
            onClick={() => {
              setExplode(false);
              reset();
            }}
          >
            {error.message}: try again
          </button>
        )}
      >
        <Bomb explode={explode} />
      </ErrorBoundary>
      <p>the rest of the page</p>
    </>
  );
}

describe('ErrorBoundary', () => {
  it('INVARIANT a failure to render stays in its region: the rest of the page still shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'bad record: try again' }));
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
