import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobImporter } from '@/jobs/generator';
import { addSubmittingJob } from '@/jobs/ledger/create-writes';
import { getJob } from '@/jobs/ledger/reads';
import { withFreshLedger } from '@/testing/ledger';
import { AttachIdForm } from './attach-id-form';

withFreshLedger();

const importer: JobImporter = {
  label: 'Task ID',
  hint: '',
  parse: (input) =>
    /^task_\w+$/.test(input.trim())
      ? { ids: [input.trim()] }
      : { error: 'A task id starts with task_.' },
  summary: () => ({ prompt: '', fields: {} }),
};

async function lostCreate() {
  const job = await addSubmittingJob({
    kind: 'video',
    gateway: 'http://g',
    summary: { prompt: 'a fox', fields: {} },
    request: { prompt: 'a fox' },
  });
  render(<AttachIdForm job={job} importer={importer} />);
  return job;
}

describe('Attach ID', () => {
  it('refuses an id the generator does not take next to the field, and attaches nothing', async () => {
    const user = userEvent.setup();
    const job = await lostCreate();
    expect(screen.getByLabelText('Attach ID')).toHaveAccessibleDescription(
      'If the task exists at the gateway, its task id lets the studio follow it.',
    );
    await user.type(screen.getByLabelText('Attach ID'), 'video 1');
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Attach ID')).toHaveAccessibleDescription(
        'A task id starts with task_.',
      ),
    );
    expect(screen.getByLabelText('Attach ID')).toHaveAttribute('aria-invalid', 'true');
    expect((await getJob(job.id))?.remoteIds).toEqual([]);
  });

  it('attaches a good id to the job, which then waits for its first poll', async () => {
    const user = userEvent.setup();
    const job = await lostCreate();
    await user.type(screen.getByLabelText('Attach ID'), ' task_found ');
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    await waitFor(async () => expect((await getJob(job.id))?.remoteIds).toEqual(['task_found']));
    expect(screen.getByLabelText('Attach ID')).not.toHaveAttribute('aria-invalid');
  });
});
