import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { zJob, type Job } from '@/jobs/job';
import type { JobImporter } from '@/jobs/generator';
import { jobView } from '@/jobs/job-view';
import { useNow } from '@/lib/use-now';
import { JobNotes } from './job-notes';

function job(overrides: Partial<Job>): Job {
  const now = Date.now();
  return zJob.parse({
    id: 'j1',
    kind: 'video',
    gateway: 'http://g',
    status: 'running',
    remoteIds: ['t1'],
    createdAt: now,
    updatedAt: now,
    changedAt: now,
    ...overrides,
  });
}

const importer: JobImporter = {
  label: 'Task ID',
  hint: '',
  parse: (input) => (input.trim() ? { ids: [input.trim()] } : { error: 'Enter an id.' }),
  summary: () => ({ prompt: '', fields: {} }),
};

/** The notes as the card renders them: from the job view, for a studio connected to `job.gateway` or elsewhere. */
function NotesOf({
  job,
  importer,
  foreignGateway,
  onCheckNow,
}: {
  job: Job;
  importer: JobImporter;
  foreignGateway: boolean;
  onCheckNow: () => void;
}) {
  const now = useNow();
  const view = jobView(job, {
    kindLabel: 'Video',
    gateway: foreignGateway ? 'http://connected.example' : job.gateway,
    now,
    pageStartedAt: performance.timeOrigin,
    canPoll: true,
    canAttach: true,
  });
  return <JobNotes job={job} view={view} importer={importer} onCheckNow={onCheckNow} />;
}

describe('JobNotes', () => {
  it('INVARIANT a job without change for over 10 minutes is called stale and offers "Check now"', async () => {
    const onCheckNow = vi.fn();
    render(
      <NotesOf
        job={job({ changedAt: Date.now() - 11 * 60_000 })}
        importer={importer}
        foreignGateway={false}
        onCheckNow={onCheckNow}
      />,
    );
    expect(screen.getByText('Stale')).toBeInTheDocument();
    expect(screen.getByText(/No change for 1[01] min/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(onCheckNow).toHaveBeenCalledOnce();
  });

  it('a job that moved recently is not stale', () => {
    render(
      <NotesOf
        job={job({ changedAt: Date.now() - 60_000 })}
        importer={importer}
        foreignGateway={false}
        onCheckNow={() => undefined}
      />,
    );
    expect(screen.queryByText('Stale')).not.toBeInTheDocument();
  });

  it('INVARIANT a create left "submitting" by an earlier page says so and offers to attach the id — it never re-sends', () => {
    const before = performance.timeOrigin - 5_000;
    render(
      <NotesOf
        job={job({ status: 'submitting', remoteIds: [], createdAt: before, changedAt: before })}
        importer={importer}
        foreignGateway={false}
        onCheckNow={() => undefined}
      />,
    );
    expect(screen.getByText('Submitted — id unknown')).toBeInTheDocument();
    expect(screen.getByLabelText('Attach ID')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /send|retry|generate/i })).not.toBeInTheDocument();
  });

  it('a create in flight in this page is only "sending"', () => {
    render(
      <NotesOf
        job={job({ status: 'submitting', remoteIds: [] })}
        importer={importer}
        foreignGateway={false}
        onCheckNow={() => undefined}
      />,
    );
    expect(screen.getByText('Sending to the gateway…')).toBeInTheDocument();
  });

  it('a job of another gateway says where it belongs instead of pretending to follow it', () => {
    render(
      <NotesOf
        job={job({ gateway: 'https://other.example' })}
        importer={importer}
        foreignGateway
        onCheckNow={() => undefined}
      />,
    );
    expect(
      screen.getByText(/belongs to another gateway \(https:\/\/other\.example\)/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Stale')).not.toBeInTheDocument();
  });

  it('a poll that got an unusable answer shows the problem and the answer itself', async () => {
    render(
      <NotesOf
        job={job({
          pollError: {
            message: 'The gateway answered with something that is not JSON.',
            at: Date.now(),
            auth: false,
            body: '<html>oops</html>',
          },
        })}
        importer={importer}
        foreignGateway={false}
        onCheckNow={() => undefined}
      />,
    );
    expect(screen.getByText('Retrying')).toBeInTheDocument();
    await userEvent.click(screen.getByText('The gateway’s answer'));
    expect(screen.getByText('<html>oops</html>')).toBeVisible();
  });
});
