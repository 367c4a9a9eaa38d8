import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settingsStore } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import type { Job } from '@/jobs/job';
import { listEntries } from '@/jobs/ledger/reads';
import type { createDemoTestbed } from '@/testing/demo-testbed';
import { TEST_GATEWAY } from '@/testing/demo-testbed';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { GptLookupForm } from './gpt-lookup-form';
import { connectDemoTestbed, resetTestGateway } from '@/testing/gateway';

withFreshLedger();

let bed: ReturnType<typeof createDemoTestbed>;

beforeEach(() => {
  bed = connectDemoTestbed();
});

afterEach(() => {
  resetTestGateway();
});

async function jobs(): Promise<Job[]> {
  return (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
}

async function lookUp(id: string) {
  const user = userEvent.setup({ delay: null });
  const field = screen.getByLabelText('GPT ID');
  await user.clear(field);
  if (id !== '') {
    await user.click(field);
    await user.paste(id);
  }
  await user.click(screen.getByRole('button', { name: 'Look up' }));
}

describe('GptLookupForm', () => {
  it.each([
    ['', 'Enter a GPT ID, like g-2fkFE8rbu.'],
    ['2fkFE8rbu', 'A GPT ID starts with “g-”, like g-2fkFE8rbu.'],
    ['g-two words', 'After “g-”, a GPT ID has only letters, digits, “-” and “_” (no spaces).'],
  ])('an invalid id %j says why next to the field and sends nothing', async (id, message) => {
    renderWithQuery(<GptLookupForm />);
    await lookUp(id);
    await waitFor(() =>
      expect(screen.getByLabelText('GPT ID')).toHaveAccessibleDescription(message),
    );
    expect(screen.getByLabelText('GPT ID')).toHaveAttribute('aria-invalid', 'true');
    expect(bed.requests).toHaveLength(0);
    expect(await jobs()).toHaveLength(0);
  });

  it('a found GPT: one POST, a finished lookup in the ledger, and its name under the button', async () => {
    renderWithQuery(<GptLookupForm />);
    await lookUp('g-demo1');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Found “Trail Planner”. Its details are in the list and in the library.',
      ),
    );
    expect(bed.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    const [job] = await jobs();
    expect(job).toMatchObject({
      kind: 'gpts',
      status: 'succeeded',
      prompt: 'g-demo1',
      remoteIds: ['g-demo1'],
      fields: { GPT: 'Trail Planner' },
    });
  });

  it('an unreadable answer says so clearly, keeps the lookup, and the next lookup works', async () => {
    renderWithQuery(<GptLookupForm />);
    await lookUp('g-truncated');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lookup found no details');
    expect(alert).toHaveTextContent('The answer was cut off before the GPT’s details ended');
    expect(alert).toHaveTextContent('The raw answer is kept with the lookup in the list.');
    expect((await jobs())[0]).toMatchObject({
      status: 'failed',
      raw: { content: expect.stringMatching(/^```json\n\{/) },
    });

    await lookUp('g-demo2');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Found “Recipe Remixer”.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await jobs()).map((j) => j.status)).toEqual(['succeeded', 'failed']);
  });

  it('a refused lookup shows the gateway’s words, as every create does', async () => {
    renderWithQuery(<GptLookupForm />);
    await lookUp('g-error500');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The job was not started');
    // Said once, on the lookup's card (the record holds them), not again under the form.
    expect(alert).not.toHaveTextContent('upstream error');
    await waitFor(async () =>
      expect((await jobs())[0]).toMatchObject({
        status: 'refused',
        statusWord: 'not created',
        error: expect.stringContaining(
          'The gateway had an internal error (500): upstream error: do request failed',
        ) as unknown,
      }),
    );
  });

  it('a wrong key points to Settings', async () => {
    settingsStore.save({
      gatewayUrl: TEST_GATEWAY,
      apiKey: 'wrong',
      rememberKey: false,
      paths: defaultPaths,
    });
    renderWithQuery(<GptLookupForm />);
    await lookUp('g-demo1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Check the API key in Settings.');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '#/settings');
  });
});
