import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addMissingJobs } from '@/jobs/ledger/create-writes';
import { offered } from '@/jobs/job-view';
import { testJob, testJobView } from '@/testing/jobs';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { CompareWith } from './compare-with';

withFreshLedger();

const at = Date.UTC(2026, 10, 26, 3, 23);
const variation = (index: number) =>
  testJob({
    id: `v${index}`,
    prompt: 'A lighthouse in a storm',
    remoteIds: [`task-${index}`],
    createdAt: at,
    batch: { id: 'b1', index, size: 3 },
    media: [{ kind: 'video', url: `https://media.test/${index}.mp4` }],
  });

describe('CompareWith', () => {
  it('tells the variations of one Generate apart: each choice says which of the batch it is', async () => {
    await addMissingJobs([variation(0), variation(1), variation(2)]);
    const job = variation(0);
    renderWithQuery(<CompareWith job={job} action={offered(testJobView(job), 'compare')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare with…' }));
    const picker = await screen.findByRole('combobox', { name: 'Compare with' });
    const options = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toHaveLength(2);
    expect(new Set(options).size).toBe(2);
    expect(options[0]).toMatch(/^A lighthouse in a storm \(variation [23] of 3\) — /);
    expect(options.some((o) => o?.includes('variation 2 of 3'))).toBe(true);
    expect(options.some((o) => o?.includes('variation 3 of 3'))).toBe(true);
  });
});
