import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { profilesStore, settingsStore } from '@/gateway/settings';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { assumedPaths } from '@/testing/studio-generators';
import { SettingsPage } from './settings-page';

withFreshLedger();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  settingsStore.init({});
});

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
const row = (n: number) => screen.getByRole('group', { name: `Price ${n}` });

describe('Settings: the price list (issue 54 item 12)', () => {
  it('is empty by default, and says so', () => {
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    expect(screen.getByText('No prices: no costs are shown for this profile.')).toBeVisible();
    expect(profilesStore.active().prices).toEqual([]);
  });

  it('a price that is not dollars is refused next to its field, and nothing is saved', async () => {
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a price' }));
    const price = within(row(1)).getByLabelText('Price in US$');
    await userEvent.type(price, '5 cents');
    await save();
    // The form's check (its zod resolver) ends after the click does: under load it took longer.
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription('Write the price in dollars, like 0.05.'),
    );
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(profilesStore.active().prices).toEqual([]);
  });

  it('a model priced twice for one unit is said at the second row', async () => {
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    for (const n of [1, 2]) {
      await userEvent.click(screen.getByRole('button', { name: 'Add a price' }));
      await userEvent.type(within(row(n)).getByLabelText('Model'), 'v4.5');
      await userEvent.type(within(row(n)).getByLabelText('Price in US$'), '0.04');
    }
    await save();
    await waitFor(() =>
      expect(within(row(2)).getByLabelText('Model')).toHaveAccessibleDescription(
        'This model is already priced for this unit in price 1.',
      ),
    );
    expect(profilesStore.active().prices).toEqual([]);
  });

  it('saved with the profile, read as dollars, and shown again; Remove takes a row away', async () => {
    const view = renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a price' }));
    await userEvent.type(within(row(1)).getByLabelText('Model'), 'chirp-v4');
    await userEvent.selectOptions(within(row(1)).getByLabelText('Per'), 'song');
    await userEvent.type(within(row(1)).getByLabelText('Price in US$'), '$0.10');
    await userEvent.click(screen.getByRole('button', { name: 'Add a price' }));
    await userEvent.selectOptions(within(row(2)).getByLabelText('Per'), 'video');
    await userEvent.type(within(row(2)).getByLabelText('Price in US$'), '.3');
    await save();
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(profilesStore.active().prices).toEqual([
      { model: 'chirp-v4', per: 'song', usd: 0.1 },
      { model: '', per: 'video', usd: 0.3 },
    ]);
    // Kept where the profiles are: a new page reads it back.
    expect(localStorage.getItem('media-studio.profiles.v1')).toContain('chirp-v4');
    view.unmount();
    settingsStore.init({});
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    expect(within(row(1)).getByLabelText('Price in US$')).toHaveValue('0.1');
    await userEvent.click(screen.getByRole('button', { name: 'Remove price 1' }));
    await save();
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(profilesStore.active().prices).toEqual([{ model: '', per: 'video', usd: 0.3 }]);
  });
});
