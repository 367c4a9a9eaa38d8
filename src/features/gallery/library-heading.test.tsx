import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { syncConfigStore } from '@/jobs/sync/sync-config';
import { LibraryHeading } from './library-heading';

afterEach(() => syncConfigStore.set(null));

/** Issue 54: a library shared through sync is not said to be "on this device". */
describe('the Library’s heading', () => {
  it('says the library is on this device, until it is synced; then names the synced library', () => {
    render(<LibraryHeading />);
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
});
