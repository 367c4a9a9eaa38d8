import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsStore } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { type ImageFieldName } from '@/features/video/paths';
import { sendToForm } from '@/jobs/forms/form-handoff';
import { listEntries } from '@/jobs/ledger/reads';
import type { Job } from '@/jobs/job';
import { createDemoTestbed, TEST_GATEWAY } from '@/testing/demo-testbed';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { VideoForm } from './video-form';

withFreshLedger();

let bed: ReturnType<typeof createDemoTestbed>;
let fetchSpy: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
/** While set, requests wait for it: a window in which the create is "in flight". */
let gate: Promise<void> | null = null;

function configureGateway(imageField: ImageFieldName = 'image') {
  settingsStore.save({
    gatewayUrl: TEST_GATEWAY,
    apiKey: 'k',
    rememberKey: false,
    paths: { ...defaultPaths, videoImageField: imageField },
  });
}

beforeEach(() => {
  gate = null;
  bed = createDemoTestbed({ apiKey: 'k' });
  fetchSpy = vi.fn(async (url: string, init?: RequestInit) => {
    if (gate) await gate;
    return bed.fetch(url, init);
  });
  vi.stubGlobal('fetch', fetchSpy);
  configureGateway();
});

afterEach(() => {
  // Vitest runs without globals, so Testing Library does not unmount by itself.
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  settingsStore.init({});
});

async function jobs(): Promise<Job[]> {
  return (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
}

type User = ReturnType<typeof userEvent.setup>;
/** No pause between simulated events: nothing here depends on timing. */
const setupUser = () => userEvent.setup({ delay: null });

function posts() {
  return bed.requests.filter((r) => r.method === 'POST');
}

/** Pasted, not typed key by key: faster, and scenario tags like "[401]" arrive as written. */
async function fillPrompt(user: User, text: string) {
  await user.click(screen.getByLabelText('Prompt'));
  await user.paste(text);
}

async function setSeconds(user: User, value: string) {
  const seconds = screen.getByLabelText('Seconds');
  await user.clear(seconds);
  if (value !== '') await user.type(seconds, value);
}

describe('VideoForm validation: nothing invalid reaches the network', () => {
  it.each([
    ['2', 'under the limit'],
    ['16', 'over the limit'],
    ['3.5', 'not whole'],
    ['', 'empty'],
  ])('seconds %j (%s): the message shows next to Seconds and no request is made', async (value) => {
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    await fillPrompt(user, 'a paper boat');
    await setSeconds(user, value);
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const seconds = screen.getByLabelText('Seconds');
    // The field holds what was typed: it is the schema that refuses it, not the input.
    expect(seconds).toHaveValue(value === '' ? null : Number(value));
    await waitFor(() => expect(seconds).toHaveAttribute('aria-invalid', 'true'));
    expect(seconds).toHaveAccessibleDescription('Seconds must be a whole number from 3 to 15.');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await jobs()).toEqual([]);
  });

  it('an empty prompt says so', async () => {
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Prompt')).toHaveAccessibleDescription('Write a prompt.'),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('image to video without a first frame says so, and hides the ratio', async () => {
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    expect(screen.getByLabelText('Ratio')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Model'), 'videomodel-1.0-i2v');
    expect(screen.queryByLabelText('Ratio')).not.toBeInTheDocument();
    await fillPrompt(user, 'a paper boat');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText('Image to video needs a first frame: choose a file or give a URL.'),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await jobs()).toEqual([]);
  });

  it('fixing the value clears the message and lets the job go', async () => {
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    await fillPrompt(user, 'a paper boat');
    await setSeconds(user, '16');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText('Seconds must be a whole number from 3 to 15.');
    await setSeconds(user, '15');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/Job started/);
    expect(
      screen.queryByText('Seconds must be a whole number from 3 to 15.'),
    ).not.toBeInTheDocument();
    expect(JSON.parse(posts()[0]?.body ?? '{}')).toMatchObject({ seconds: 15 });
  });
});

describe('VideoForm submission', () => {
  it('a valid submit writes a ledger record and makes exactly one POST with the documented body', async () => {
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    await fillPrompt(user, 'a paper boat');
    await user.selectOptions(screen.getByLabelText('Resolution'), '1080P');
    await user.selectOptions(screen.getByLabelText('Ratio'), '9:16');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(
      await screen.findByText(
        'Job started. It is saved in the library and followed until it finishes.',
      ),
    ).toHaveRole('status');
    expect(posts()).toHaveLength(1);
    expect(bed.requests).toHaveLength(1);
    const post = posts()[0];
    expect(post?.url).toBe(`${TEST_GATEWAY}/v1/videos`);
    expect(post?.headers.authorization).toBe('Bearer k');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      model: 'videomodel-1.0-t2v',
      prompt: 'a paper boat',
      seconds: 5,
      resolution: '1080P',
      ratio: '9:16',
      watermark: false,
    });

    const [task] = bed.engine.list('video');
    const all = await jobs();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      kind: 'video',
      status: 'queued',
      remoteIds: [task?.id],
      prompt: 'a paper boat',
      fields: {
        model: 'videomodel-1.0-t2v',
        seconds: 5,
        resolution: '1080P',
        ratio: '9:16',
        size: '1080x1920',
      },
    });
  });

  it('the record exists before the request leaves', async () => {
    const user = setupUser();
    let atSend: Job[] | null = null;
    fetchSpy.mockImplementation(async (url, init) => {
      atSend = await jobs();
      return bed.fetch(url, init);
    });
    renderWithQuery(<VideoForm />);
    await fillPrompt(user, 'a paper boat');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/Job started/);
    expect(atSend).toHaveLength(1);
    expect(atSend).toMatchObject([{ status: 'submitting', remoteIds: [], prompt: 'a paper boat' }]);
  });

  it('a double click makes one POST and one job; the button keeps its name while busy', async () => {
    const user = setupUser();
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    renderWithQuery(<VideoForm />);
    await fillPrompt(user, 'a paper boat');
    await user.dblClick(screen.getByRole('button', { name: 'Generate' }));

    const button = screen.getByRole('button', { name: 'Generate' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Submitting…');
    await user.click(button);

    release();
    await screen.findByText(/Job started/);
    expect(posts()).toHaveLength(1);
    expect(await jobs()).toHaveLength(1);
    expect(button).toBeEnabled();
  });

  it("a 401 shows the gateway's message, points to Settings, and keeps the job as not started", async () => {
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    await fillPrompt(user, 'a paper boat [401]');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const alert = await screen.findByText('The job was not started');
    const box = alert.closest('[role="alert"]') ?? alert.parentElement;
    if (!(box instanceof HTMLElement)) throw new Error('no alert box');
    // The gateway's words are the card's to say (once); the alert points there and to Settings.
    expect(box).toHaveTextContent('Its card below says why');
    expect(box).not.toHaveTextContent('Invalid token');
    expect(within(box).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '#/settings',
    );

    const [job] = await jobs();
    expect(job).toMatchObject({ status: 'refused', remoteIds: [] });
    expect(job?.error).toMatch(
      /The gateway did not accept the API key \(401\): Invalid token \(request id: \w+\)/,
    );
    expect(posts()).toHaveLength(1);
  });

  it('a wrong key in the settings is refused the same way', async () => {
    settingsStore.save({
      gatewayUrl: TEST_GATEWAY,
      apiKey: 'wrong',
      rememberKey: false,
      paths: defaultPaths,
    });
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    await fillPrompt(user, 'a paper boat');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('The job was not started')).toBeInTheDocument();
    expect((await jobs())[0]).toMatchObject({
      status: 'refused',
      error: expect.stringMatching(
        /The gateway did not accept the API key \(401\): Invalid token/,
      ) as unknown,
    });
    expect(posts()[0]?.headers.authorization).toBe('Bearer wrong');
    expect(bed.engine.list('video')).toEqual([]);
  });

  it('a network failure leaves the job "submitting" with an explanation, and nothing is re-sent', async () => {
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    await fillPrompt(user, 'a paper boat [drop-create]');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText(/Could not reach the gateway/)).toBeInTheDocument();
    // The form says "maybe", not "not started": the task's fate is unknown.
    expect(screen.getByText('No clear answer from the gateway')).toBeInTheDocument();
    expect(screen.queryByText('The job was not started')).not.toBeInTheDocument();
    const [job] = await jobs();
    expect(job).toMatchObject({ status: 'submitting', remoteIds: [] });
    expect(job?.error).toContain(
      'The task may or may not have been created; it will not be sent again.',
    );
    // Give any stray retry a chance to show itself.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts()).toHaveLength(1);
    // The create, then one keyless GET of the base URL asking whether the gateway is there at all
    // (issue 12): it answered, so the job stays "submitting". Nothing else left.
    expect(fetchSpy.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      `POST ${TEST_GATEWAY}/v1/videos`,
      `GET ${TEST_GATEWAY}`,
    ]);
  });
});

describe('VideoForm image to video', () => {
  async function submitWithUrlFrame(imageField: ImageFieldName) {
    configureGateway(imageField);
    // jsdom loads no images: report a 1280×720 image for any src.
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1280);
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(720);
    const srcSetter = vi
      .spyOn(HTMLImageElement.prototype, 'src', 'set')
      .mockImplementation(function (this: HTMLImageElement) {
        queueMicrotask(() => {
          this.dispatchEvent(new Event('load'));
        });
      });
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    await user.selectOptions(screen.getByLabelText('Model'), 'videomodel-1.0-i2v');
    await fillPrompt(user, 'the boat sets sail');
    await user.click(screen.getByLabelText('First frame URL'));
    await user.paste('https://img.example/first.png');
    await user.click(screen.getByRole('button', { name: 'Use URL' }));
    expect(await screen.findByText(/first\.png — 1280×720 px/)).toBeInTheDocument();
    expect(srcSetter).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/Job started/);
    return JSON.parse(posts()[0]?.body ?? '{}') as Record<string, unknown>;
  }

  it('sends the frame as `image` by default, and no ratio', async () => {
    const body = await submitWithUrlFrame('image');
    expect(body).toMatchObject({
      model: 'videomodel-1.0-i2v',
      image: 'https://img.example/first.png',
    });
    expect(body).not.toHaveProperty('ratio');
  });

  it('sends the frame in the field the settings name', async () => {
    expect((await submitWithUrlFrame('images')).images).toEqual(['https://img.example/first.png']);
  });
});

describe('VideoForm first-frame errors', () => {
  it('a missing frame is the file input’s description; a bad URL is the URL box’s, not the file input’s', async () => {
    const user = setupUser();
    renderWithQuery(<VideoForm />);
    await user.selectOptions(screen.getByLabelText('Model'), 'videomodel-1.0-i2v');
    await fillPrompt(user, 'a paper boat');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const missing = 'Image to video needs a first frame: choose a file or give a URL.';
    const file = screen.getByLabelText('First frame', { exact: true });
    const url = screen.getByLabelText('First frame URL');
    await waitFor(() => expect(file).toHaveAccessibleDescription(missing));
    expect(file).toHaveAttribute('aria-invalid', 'true');
    expect(url).not.toHaveAttribute('aria-invalid');

    await user.click(url);
    await user.paste('ftp://img.example/first.png');
    await user.click(screen.getByRole('button', { name: 'Use URL' }));
    const scheme = 'The first-frame URL must start with http:// or https://.';
    await waitFor(() => expect(url).toHaveAccessibleDescription(scheme));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(file).not.toHaveAttribute('aria-invalid');
    expect(file).toHaveAccessibleDescription(/At least 300×300 px/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('VideoForm with recalled settings and drafts', () => {
  it('a recalled first-frame URL is loaded into its field, with the rest of the settings, and nothing is sent', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1280);
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(720);
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
      this: HTMLImageElement,
    ) {
      queueMicrotask(() => this.dispatchEvent(new Event('load')));
    });
    sendToForm('video', 'job-1', {
      values: { model: 'videomodel-1.0-i2v', prompt: 'the boat sets sail', seconds: 8 },
      missing: [],
      pending: { firstFrame: 'https://img.example/first.png' },
    });
    renderWithQuery(<VideoForm />);
    expect(screen.getByLabelText('Prompt')).toHaveValue('the boat sets sail');
    expect(screen.getByLabelText('Seconds')).toHaveValue(8);
    expect(screen.getByLabelText('First frame URL')).toHaveValue('https://img.example/first.png');
    expect(await screen.findByText(/first\.png — 1280×720 px/)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/Job started/);
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(posts()[0]?.body ?? '{}')).toMatchObject({
      image: 'https://img.example/first.png',
      seconds: 8,
    });
  });

  it('a first frame that was a file is asked for again, by name, after the form comes back', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(640);
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(360);
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
      this: HTMLImageElement,
    ) {
      queueMicrotask(() => this.dispatchEvent(new Event('load')));
    });
    const user = setupUser();
    const first = renderWithQuery(<VideoForm />);
    await user.selectOptions(screen.getByLabelText('Model'), 'videomodel-1.0-i2v');
    await fillPrompt(user, 'the boat sets sail');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'boat.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('First frame', { exact: true }), file);
    expect(await screen.findByText(/boat\.png — 640×360 px/)).toBeInTheDocument();
    first.unmount();

    renderWithQuery(<VideoForm />);
    expect(screen.getByLabelText('Prompt')).toHaveValue('the boat sets sail');
    expect(screen.getByLabelText('Model')).toHaveValue('videomodel-1.0-i2v');
    expect(screen.getByRole('note', { name: 'Restored settings' })).toHaveTextContent(
      'First frame: the file was not kept; choose boat.png again.',
    );
    // The draft holds the name, never the image itself.
    expect(localStorage.getItem('media-studio.draft.video')).not.toContain('data:');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
