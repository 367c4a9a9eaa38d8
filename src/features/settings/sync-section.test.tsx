import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { readRefusal, syncConfigStore, syncStatusStore } from '@/jobs/sync/sync-config';
import { SyncSection } from './sync-section';

/** Settings → Sync with a team's server (issue 43): several addresses, a token per library. */
afterEach(async () => {
  cleanup();
  act(() => {
    syncConfigStore.set(null);
    syncStatusStore.set({ state: 'off', waiting: 0, lastSyncedAt: null });
  });
  localStorage.clear();
  await activateLocale('en');
});

function refusedFor(tokenLibrary: string, library: string) {
  act(() => {
    syncConfigStore.set({ url: 'wss://sync.example', library, token: 'minted' });
    syncStatusStore.set({
      state: 'refused',
      waiting: 0,
      lastSyncedAt: null,
      refusal: readRefusal(`library-mismatch:${tokenLibrary}`),
    });
  });
}

describe('Settings → Sync with a team server', () => {
  it('a token minted for another library says which library it is for', () => {
    render(<SyncSection />);
    refusedFor('team-a', 'team-b');
    expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(
      'This token is for the library “team-a”, not “team-b”.',
    );
  });

  it('a refused token is an error, not grey text: the status is drawn as one, and the token field is marked and described by it (issue 54)', () => {
    render(<SyncSection />);
    const token = screen.getByLabelText('Sync token');
    expect(token).not.toHaveAttribute('aria-invalid');
    refusedFor('team-a', 'team-b');
    const status = screen.getByRole('status', { name: 'Sync status' });
    expect(status).toHaveAttribute('data-sync-state', 'refused');
    expect(status).toHaveClass('text-red-800');
    expect(token).toHaveAttribute('aria-invalid', 'true');
    expect(token).toHaveAccessibleDescription(
      expect.stringContaining('This token is for the library “team-a”, not “team-b”.'),
    );
    // Connected again: no longer an error.
    act(() => syncStatusStore.set({ state: 'connected', waiting: 0, lastSyncedAt: null }));
    expect(token).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status', { name: 'Sync status' })).not.toHaveClass('text-red-800');
  });

  it('says it in Chinese too', async () => {
    await activateLocale('zh');
    render(<SyncSection />);
    refusedFor('team-a', 'team-b');
    expect(screen.getByRole('status', { name: '同步状态' })).toHaveTextContent(
      '此令牌属于资料库“team-a”，不是“team-b”。',
    );
  });

  it('any other refusal reads as before, and a name that is not a library is not repeated', () => {
    render(<SyncSection />);
    act(() => {
      syncConfigStore.set({ url: 'wss://sync.example', library: 'team-b', token: 'x' });
      syncStatusStore.set({
        state: 'refused',
        waiting: 0,
        lastSyncedAt: null,
        refusal: readRefusal('library-mismatch:<b>not a name</b>'),
      });
    });
    expect(screen.getByRole('status', { name: 'Sync status' })).toHaveTextContent(
      'The sync server refused the token or the library name.',
    );
  });

  it('takes several addresses of one server, and refuses one that is not an address', async () => {
    const user = userEvent.setup();
    render(<SyncSection />);
    await user.type(screen.getByLabelText('Sync server'), 'wss://one.example, sync.example');
    await user.type(screen.getByLabelText('Library name'), 'team-a');
    await user.type(screen.getByLabelText('Sync token'), 'minted');
    await user.click(screen.getByRole('button', { name: 'Start syncing' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Sync server')).toHaveAccessibleDescription(
        /several are separated by commas/,
      ),
    );
    expect(syncConfigStore.get()).toBeNull();

    await user.clear(screen.getByLabelText('Sync server'));
    await user.type(screen.getByLabelText('Sync server'), 'wss://one.example,wss://two.example');
    await user.click(screen.getByRole('button', { name: 'Start syncing' }));
    expect(syncConfigStore.get()?.url).toBe('wss://one.example, wss://two.example');
  });
});
