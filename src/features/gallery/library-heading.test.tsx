import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { syncConfigStore, useSyncConfig } from '@/jobs/sync/sync-config';
import { LibraryHeading } from './library-heading';
import { libraryPage } from './page-about';

/** The heading as the Library page draws it: named by the sync settings of the moment. */
function SyncedHeading() {
  return <LibraryHeading synced={useSyncConfig()?.library ?? null} />;
}

afterEach(() => syncConfigStore.set(null));

/** Issue 54: a library shared through sync is not said to be "on this device". */
describe('the Library’s heading', () => {
  it('says the library is on this device, until it is synced; then names the synced library', () => {
    render(<SyncedHeading />);
    expect(screen.getByText('Everything you have made, on this device.')).toBeInTheDocument();
    act(() =>
      syncConfigStore.set({ url: 'wss://sync.example.com', library: 'team-a', token: 'rw' }),
    );
    expect(
      screen.getByText(
        'Everything made in the library “team-a”, synced across the devices that share it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/on this device/)).not.toBeInTheDocument();
  });

  it('the placeholder drawn while the Library loads says “on this device” only when no sync is set up', () => {
    const { Fallback } = libraryPage;
    const first = render(<Fallback />);
    expect(screen.getByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(screen.getByText('Everything you have made, on this device.')).toBeInTheDocument();
    first.unmount();
    syncConfigStore.set({ url: 'wss://sync.example.com', library: 'team-a', token: 'rw' });
    render(<Fallback />);
    expect(screen.getByRole('heading', { name: 'Library' })).toBeInTheDocument();
    expect(screen.queryByText(/on this device/)).not.toBeInTheDocument();
  });
});
