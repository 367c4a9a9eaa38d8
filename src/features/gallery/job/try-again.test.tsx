import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { takeHandoff } from '@/jobs/forms/form-handoff';
import type { TryAgainPlan } from '@/jobs/create/try-again';
import { offered, type JobAction } from '@/jobs/job-view';
import { testJob, testJobView } from '@/testing/jobs';
import { renderWithQuery } from '@/testing/render';
import { TryAgain } from './try-again';

const refused = (retryAt: number | null = null) =>
  testJob({
    status: 'refused',
    statusWord: 'not created',
    remoteIds: [],
    prompt: 'A lighthouse',
    retryAt,
  });

const ready: TryAgainPlan = {
  ready: true,
  creator: {
    kind: 'video',
    summarize: () => ({ prompt: 'A lighthouse', fields: {} }),
    describeRequest: () => ({}),
    create: () => Promise.reject(new Error('not in this test')),
  },
};

/** The action the job view offers a refused job of a generator that can try again. */
function tryAgain(): JobAction {
  const action = offered(testJobView(refused(), { canTryAgain: true }), 'try-again');
  if (action === null) throw new Error('a refused job offers Try again');
  return action;
}

afterEach(() => {
  sessionStorage.clear();
  window.location.hash = '';
});

describe('TryAgain', () => {
  it('waits as long as the gateway asked, counting down, then may be pressed', async () => {
    renderWithQuery(
      <TryAgain
        action={tryAgain()}
        job={refused(Date.now() + 1_500)}
        kind={{ label: 'Video', tryAgain: () => ready }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      /^The gateway asked to wait: try again in [12] s\.$/,
    );
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText(/asked to wait/)).toBeNull();
  });

  it('with no wait asked for, it may be pressed at once', () => {
    renderWithQuery(
      <TryAgain
        action={tryAgain()}
        job={refused()}
        kind={{ label: 'Video', tryAgain: () => ready }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('when the settings cannot be sent as they are, it says what is missing and opens the form with the rest', async () => {
    const recall = {
      values: { prompt: 'A lighthouse' },
      missing: [{ field: 'firstFrame', reason: 'file-not-kept' as const }],
      pending: {},
    };
    renderWithQuery(
      <TryAgain
        action={tryAgain()}
        job={refused()}
        kind={{
          label: 'Video',
          path: 'video',
          tryAgain: () => ({
            ready: false,
            missing: ['first frame (the chosen file is not kept)'],
            recall,
          }),
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(
      screen.getByText('To try again, the form needs: first frame (the chosen file is not kept).'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the form' }));
    expect(window.location.hash).toBe('#/video');
    expect(takeHandoff('video')).toMatchObject({
      sourceJobId: 'j1',
      recall: { values: { prompt: 'A lighthouse' } },
    });
  });
});
