import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PageDrawnModule from './page-drawn';

// The mark is the page's lifetime's: each test starts from a fresh module.
let drawn: typeof PageDrawnModule;
beforeEach(async () => {
  vi.resetModules();
  drawn = await import('./page-drawn');
});

describe('the header’s working parts after the first page (issue 57)', () => {
  it('hold back until the page is drawn, then show, in a task of their own', async () => {
    const { AfterPageDrawn, PageDrawn } = drawn;
    let showPage: () => void = () => undefined;
    function Studio() {
      const [page, setPage] = useState(false);
      showPage = () => setPage(true);
      return (
        <>
          <AfterPageDrawn>
            <p>Balance</p>
          </AfterPageDrawn>
          {page ? <PageDrawn /> : null}
        </>
      );
    }
    render(<Studio />);
    // Still loading the page: nothing of the header's parts.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Balance')).toBeNull();
    act(() => showPage());
    // Not in the task that drew the page…
    expect(screen.queryByText('Balance')).toBeNull();
    // …but right after it.
    expect(await screen.findByText('Balance')).toBeVisible();
  });

  it('stay shown once the page is drawn, whatever is opened next', async () => {
    const { AfterPageDrawn, PageDrawn } = drawn;
    const { rerender } = render(
      <>
        <AfterPageDrawn>
          <p>Queue</p>
        </AfterPageDrawn>
        <PageDrawn />
      </>,
    );
    expect(await screen.findByText('Queue')).toBeVisible();
    // Another page opened, still loading: the header keeps its parts.
    rerender(
      <AfterPageDrawn>
        <p>Queue</p>
      </AfterPageDrawn>,
    );
    expect(screen.getByText('Queue')).toBeVisible();
  });
});
