// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { syncProgress } from './sync-progress';

const home = 'media-studio-sync wss://a.example home';

describe("this device's sync progress", () => {
  afterEach(() => localStorage.clear());

  it('its unsent changes are still counted after a reload, for that server and library only', () => {
    const before = syncProgress(home);
    before.made();
    before.made();
    // A reload: the page reads the progress again.
    expect(syncProgress(home).unsent).toBe(2);
    expect(syncProgress('media-studio-sync wss://a.example work').unsent).toBe(0);
  });

  it('once the server has caught up nothing waits, and the time it did is kept', () => {
    const progress = syncProgress(home);
    progress.made();
    progress.caughtUp(1_700_000_000_000);
    expect(progress.unsent).toBe(0);
    const reloaded = syncProgress(home);
    expect(reloaded.unsent).toBe(0);
    expect(reloaded.lastSyncedAt).toBe(1_700_000_000_000);
  });

  it('a stored progress that is not one is read as none', () => {
    localStorage.setItem(
      'media-studio.sync.progress.v1',
      JSON.stringify({ [home]: { unsent: -3, lastSyncedAt: 'yesterday' } }),
    );
    expect(syncProgress(home)).toMatchObject({ unsent: 0, lastSyncedAt: null });
    localStorage.setItem('media-studio.sync.progress.v1', '{not json');
    const progress = syncProgress(home);
    expect(progress).toMatchObject({ unsent: 0, lastSyncedAt: null });
    // …and is written over: the next change is kept again.
    progress.made();
    expect(syncProgress(home).unsent).toBe(1);
  });
});
