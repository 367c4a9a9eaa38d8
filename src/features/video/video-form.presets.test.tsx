import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listPresets } from '@/jobs/forms/presets';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { connectTestGateway, resetTestGateway } from '@/testing/gateway';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { studioRows, withFreshStudioDb } from '@/testing/studio-db';
import { VideoForm } from './video-form';

withFreshLedger();
withFreshStudioDb();

let fetchSpy: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  const bed = createDemoTestbed({ apiKey: 'k' });
  fetchSpy = vi.fn((url: string, init?: RequestInit) => bed.fetch(url, init));
  vi.stubGlobal('fetch', fetchSpy);
  connectTestGateway();
  // jsdom loads no images: report a 1280×720 image for any src (a file's object URL or a URL).
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(720);
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
  ) {
    queueMicrotask(() => this.dispatchEvent(new Event('load')));
  });
});

// Web storage and the DOM are reset by src/testing/setup.ts; the gateway and fetch here.
afterEach(() => {
  cleanup();
  resetTestGateway();
});

type User = ReturnType<typeof userEvent.setup>;
const setupUser = () => userEvent.setup({ delay: null });

async function imageToVideo(user: User, prompt: string) {
  await user.selectOptions(screen.getByLabelText('Model'), 'videomodel-1.0-i2v');
  // The first frame's field comes with image to video's first choice.
  await screen.findByLabelText('First frame URL');
  await user.click(screen.getByLabelText('Prompt'));
  await user.paste(prompt);
}

async function saveAsPreset(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: 'Save as preset' }));
  await user.type(await screen.findByLabelText('Preset name'), name);
  await user.click(screen.getByRole('button', { name: 'Save preset' }));
}

/** Every preset record as stored, whole: what a reload or an export would carry. */
async function storedText() {
  return JSON.stringify(await studioRows('presets'));
}

describe('VideoForm presets and the first frame (issue 14.2)', () => {
  it('a chosen first-frame file is not stored in the preset, and the status says so', async () => {
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    await imageToVideo(user, 'the boat sets sail');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'boat.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('First frame', { exact: true }), file);
    expect(await screen.findByText(/boat\.png — 1280×720 px/)).toBeInTheDocument();

    await saveAsPreset(user, 'From a file');
    expect(
      await screen.findByText(
        'Saved preset “From a file”. The chosen file is not kept in a preset; choose it again after applying.',
      ),
    ).toHaveAttribute('role', 'status');

    const [preset, ...others] = await listPresets('video');
    expect(others).toHaveLength(0);
    expect(preset?.name).toBe('From a file');
    // The rest of the form is kept; the frame is back at its default, none.
    expect(preset?.values).toMatchObject({
      model: 'videomodel-1.0-i2v',
      prompt: 'the boat sets sail',
      firstFrame: null,
    });
    // Neither the image (a data: URL) nor its name reaches storage.
    const stored = await storedText();
    expect(stored).not.toContain('data:');
    expect(stored).not.toContain('boat.png');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a first-frame URL is stored in the preset, and applying it brings the URL back', async () => {
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    await imageToVideo(user, 'the boat sets sail');
    await user.click(screen.getByLabelText('First frame URL'));
    await user.paste('https://img.example/first.png');
    await user.click(screen.getByRole('button', { name: 'Use URL' }));
    expect(await screen.findByText(/first\.png — 1280×720 px/)).toBeInTheDocument();

    await saveAsPreset(user, 'From a URL');
    expect(await screen.findByText('Saved preset “From a URL”.')).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/The chosen file is not kept/)).not.toBeInTheDocument();

    const [preset] = await listPresets('video');
    expect(preset?.values).toMatchObject({
      model: 'videomodel-1.0-i2v',
      firstFrame: { source: 'url', url: 'https://img.example/first.png' },
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByLabelText('First frame URL')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Presets/ }));
    await user.click(
      within(screen.getByRole('list', { name: 'Presets' })).getByRole('button', {
        name: 'From a URL',
      }),
    );
    expect(screen.getByLabelText('Model')).toHaveValue('videomodel-1.0-i2v');
    expect(screen.getByLabelText('First frame URL')).toHaveValue('https://img.example/first.png');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
