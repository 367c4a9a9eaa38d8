import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayError } from '@/gateway/errors';
import { zMedia } from '@/jobs/job';
import { MediaView } from './media-view';

afterEach(cleanup);

const media = zMedia.parse({ kind: 'video', url: 'https://media.example/expired.mp4' });

describe('a result that fails to load', () => {
  it('shows why a failed Re-query failed, in the gateway’s words, and lets the person try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const requery = () => {
      calls += 1;
      return Promise.reject(
        new GatewayError(503, 'The gateway is busy; try again in a minute.', '{}'),
      );
    };
    render(<MediaView media={media} label="Result 1" onRequery={requery} />);
    fireEvent.error(screen.getByLabelText('Result 1'));
    await user.click(await screen.findByRole('button', { name: 'Re-query' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Re-query failed: The gateway is busy; try again in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Re-query' })).toBeEnabled();
    expect(calls).toBe(1);
  });

  it('a successful Re-query clears the failure', async () => {
    const user = userEvent.setup();
    render(<MediaView media={media} label="Result 1" onRequery={() => Promise.resolve()} />);
    fireEvent.error(screen.getByLabelText('Result 1'));
    await user.click(await screen.findByRole('button', { name: 'Re-query' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
