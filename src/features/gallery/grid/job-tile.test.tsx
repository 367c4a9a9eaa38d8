import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testJob } from '@/testing/jobs';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { KindsProvider } from '@/features/gallery/job/kinds-provider';
import { JobTile } from './job-tile';

withFreshLedger();

/** Motion allowed or not, as the person's system asks (jsdom has no matchMedia of its own). */
function motion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as never,
  );
}

const job = testJob({
  id: 'tile-1',
  prompt: 'A kite over the dunes',
  media: [
    {
      kind: 'video',
      url: 'https://media.test/kite.mp4',
      poster: 'https://media.test/kite.jpg',
      viaGateway: false,
    },
  ],
});

let played: HTMLMediaElement[];
beforeEach(() => {
  played = [];
  // jsdom plays nothing: each call is recorded, as the element it was made on.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

function renderTile() {
  renderWithQuery(
    <KindsProvider kinds={{ video: { label: 'Video' } }}>
      <JobTile job={job} onOpen={() => undefined} />
    </KindsProvider>,
  );
  const tile = screen.getByRole('article');
  const video = tile.querySelector('video');
  if (video === null) throw new Error('the tile drew no player');
  return { tile, video };
}

describe('JobTile preview', () => {
  it('plays while pointed at, and again when its player loads a new source meanwhile', () => {
    motion(false);
    const { tile, video } = renderTile();
    fireEvent.mouseEnter(tile);
    expect(played).toEqual([video]);
    // The kept copy replaces the link (or the player is drawn late): a new load starts paused.
    fireEvent(video, new Event('loadstart'));
    expect(played).toEqual([video, video]);
    fireEvent.mouseLeave(tile);
    fireEvent(video, new Event('loadstart'));
    expect(played).toHaveLength(2);
  });

  it('plays while its opener has focus, and never where less motion is asked for', () => {
    motion(false);
    const { video } = renderTile();
    const opener = screen.getByRole('button', { name: /A kite over the dunes/ });
    fireEvent.focus(opener);
    expect(played).toEqual([video]);
    fireEvent.blur(opener);
    fireEvent(video, new Event('loadstart'));
    expect(played).toHaveLength(1);

    motion(true);
    fireEvent.focus(opener);
    fireEvent(video, new Event('loadstart'));
    expect(played).toHaveLength(1);
  });
});
