import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { declareAssumedPaths, settingsStore } from '@/gateway/settings';
import type { AssumedPathField } from '@/jobs/generator';
import { addImportedJob } from '@/jobs/ledger/create-writes';
import { getJob } from '@/jobs/ledger/reads';
import { recordPollError } from '@/jobs/ledger/poll-writes';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { assumedPathRules } from '@/testing/assumed-paths';
import { assumedPaths } from '@/testing/studio-generators';
import { SettingsPage } from './settings-page';

withFreshLedger();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  settingsStore.init({});
});

describe('SettingsPage', () => {
  it.each([
    ['http://192.168.1.20:3000', true],
    ['http://gateway.example.com', true],
    ['https://gateway.example.com', false],
    ['http://localhost:8787', false],
    ['http://127.0.0.1:8787', false],
  ])('warns about a plain-http gateway on another machine (%s → %s)', async (url, warns) => {
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    await userEvent.click(screen.getByLabelText('Gateway URL'));
    await userEvent.paste(url);
    const warning = screen.queryByText(/plain http on another machine/);
    expect(warning !== null).toBe(warns);
  });

  it('the plain-http warning describes the Gateway URL field too, after its hint', async () => {
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    await userEvent.click(screen.getByLabelText('Gateway URL'));
    await userEvent.paste('http://192.168.1.20:3000');
    expect(screen.getByLabelText('Gateway URL')).toHaveAccessibleDescription(
      'Leave empty to use the built-in demo gateway (no key, no network). This gateway address is plain http on another machine: the API key would cross the network unencrypted.',
    );
  });

  it('"Remember on this device" is described by what ticking it means', async () => {
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    const remember = screen.getByLabelText('Remember on this device');
    expect(remember).toHaveAccessibleDescription(
      'By default the key is forgotten when this browser session ends.',
    );
    await userEvent.click(remember);
    expect(remember).toHaveAccessibleDescription(
      'The key stays in this browser after it closes. Do not use this on a shared computer.',
    );
  });

  it('INVARIANT the key stays for the session unless "Remember on this device" is ticked', async () => {
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    await userEvent.type(screen.getByLabelText('API key'), 'sk-one');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(sessionStorage.getItem('media-studio.api-key')).toBe('sk-one');
    expect(localStorage.getItem('media-studio.api-key')).toBeNull();
    expect(JSON.stringify(localStorage)).not.toContain('sk-one');

    await userEvent.click(screen.getByLabelText('Remember on this device'));
    expect(screen.getByText(/Do not use this on a shared computer/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(localStorage.getItem('media-studio.api-key')).toBe('sk-one');
    expect(sessionStorage.getItem('media-studio.api-key')).toBeNull();
  });

  it('a bad gateway URL is refused next to its field and nothing is saved', async () => {
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    await userEvent.click(screen.getByLabelText('Gateway URL'));
    await userEvent.paste('javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Gateway URL')).toHaveAccessibleDescription(
        /Enter the gateway base address/,
      ),
    );
    expect(settingsStore.get().gatewayUrl).toBe('');
  });

  it('saving a new key resumes jobs that a refused key had paused', async () => {
    const job = await addImportedJob({
      kind: 'video',
      gateway: 'http://g',
      remoteIds: ['t'],
      summary: { prompt: '', fields: {} },
    });
    await recordPollError(job.id, 'The gateway did not accept the API key (401).', true);
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    await userEvent.type(screen.getByLabelText('API key'), 'sk-new');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect((await getJob(job.id))?.pollError).toBeNull();
  });

  it('shows the gateway in use and where the key is kept first; the assumed paths wait behind "Advanced"', async () => {
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    expect(screen.getByText('Gateway in use').nextElementSibling).toHaveTextContent('Demo gateway');
    expect(screen.getByLabelText('Clip query path')).not.toBeVisible();
    await userEvent.click(screen.getByText('Advanced'));
    expect(screen.getByLabelText('Clip query path')).toBeVisible();

    await userEvent.click(screen.getByLabelText('Gateway URL'));
    await userEvent.paste('https://gateway.example.com');
    await userEvent.type(screen.getByLabelText('API key'), 'sk-two');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(screen.getByText('Gateway in use').nextElementSibling).toHaveTextContent(
      'gateway.example.com',
    );
    expect(screen.getByText('Kept for this browser session only')).toBeInTheDocument();
  });

  it('a path that stops the save opens "Advanced" and takes the focus there', async () => {
    renderWithQuery(<SettingsPage assumedPaths={assumedPaths} />);
    await userEvent.click(screen.getByText('Advanced'));
    await userEvent.clear(screen.getByLabelText('Clip query path'));
    await userEvent.click(screen.getByText('Advanced'));
    expect(screen.getByLabelText('Clip query path')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByLabelText('Clip query path')).toBeVisible();
    expect(screen.getByLabelText('Clip query path')).toHaveAccessibleDescription(
      'The clip query path is required.',
    );
    expect(screen.getByLabelText('Clip query path')).toHaveFocus();
    expect(settingsStore.get().paths.clipQueryPath).toBe('/v1/clipapro/generations/{id}');
  });

  it("a new generator's assumed path is drawn from its declaration alone: label, default, reset, stored", async () => {
    // What a scratch generator's folder declares: its paths.ts (handed to the gateway by the app)
    // and its field (from its module); nothing in Settings or the gateway names it.
    const rule = { default: '/v1/upscale/{id}' };
    declareAssumedPaths({ ...assumedPathRules, upscalePath: rule });
    settingsStore.init({});
    const upscale: AssumedPathField = {
      key: 'upscalePath',
      ...rule,
      id: 'upscale',
      label: 'Upscale path',
      name: 'The upscale path',
      help: (path) => `Default ${path}`,
      placeholder: '{id}',
      serves: 'derive',
    };
    try {
      renderWithQuery(<SettingsPage assumedPaths={[...assumedPaths, upscale]} />);
      await userEvent.click(screen.getByText('Advanced'));
      const field = screen.getByLabelText('Upscale path');
      expect(field).toHaveValue('/v1/upscale/{id}');
      expect(field).toHaveAccessibleDescription('Default /v1/upscale/{id}');
      await userEvent.clear(field);
      await userEvent.type(field, '/v2/upscale');
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription('The upscale path must contain {id}.'),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Restore default paths' }));
      expect(field).toHaveValue('/v1/upscale/{id}');
      await userEvent.clear(field);
      await userEvent.type(field, '/v2/upscale/{{id}');
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
      expect(settingsStore.get().paths.upscalePath).toBe('/v2/upscale/{id}');
      settingsStore.init({});
      expect(settingsStore.get().paths.upscalePath).toBe('/v2/upscale/{id}');
    } finally {
      declareAssumedPaths(assumedPathRules);
    }
  });
});
