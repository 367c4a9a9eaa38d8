import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultPaths } from '@/testing/assumed-paths';
import { listEntries } from '@/jobs/ledger/reads';
import type { createDemoTestbed } from '@/testing/demo-testbed';
import { connectDemoTestbed, resetTestGateway } from '@/testing/gateway';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { MusicForm } from './music-form';

withFreshLedger();

let bed: ReturnType<typeof createDemoTestbed>;

beforeEach(() => {
  bed = connectDemoTestbed();
});

// Web storage and the DOM are reset by src/testing/setup.ts; the gateway and fetch here.
afterEach(() => {
  cleanup();
  resetTestGateway();
});

const creates = () =>
  bed.requests.filter(
    (r) => r.method === 'POST' && new URL(r.url).pathname === defaultPaths.tuneCreatePath,
  );

describe('MusicForm variations (issue 14.1)', () => {
  it('Variations 2 sends exactly two create requests, each answered with two clips: four clips, not eight', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQuery(<MusicForm />);
    await user.click(screen.getByLabelText('Lyrics'));
    await user.paste('Two by two');
    await user.click(
      within(screen.getByRole('group', { name: 'Variations' })).getByRole('radio', { name: '2' }),
    );
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/2 jobs started/);

    expect(creates()).toHaveLength(2);
    // Each request is the one-take request: variations do not ask the gateway for more clips.
    const bodies = creates().map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]).toMatchObject({ prompt: 'Two by two' });

    const made = (await listEntries()).flatMap((e) => (e.ok ? [e.job] : []));
    expect(made).toHaveLength(2);
    expect(made.every((j) => j.kind === 'music' && j.remoteIds.length === 2)).toBe(true);
    expect(new Set(made.flatMap((j) => j.remoteIds)).size).toBe(4);
    expect(new Set(made.map((j) => j.batch?.id)).size).toBe(1);
    expect(made.map((j) => j.batch?.index).sort()).toEqual([0, 1]);
    expect(made.every((j) => j.batch?.size === 2)).toBe(true);
  });
});
