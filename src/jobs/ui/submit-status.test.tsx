import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  GatewayError,
  NetworkError,
  OfflineError,
  ResponseShapeError,
  UnreachableError,
} from '@/gateway/errors';
import { describeHttpFailure } from '@/testing/http-failure';
import { SubmitStatus } from './submit-status';

afterEach(cleanup);

describe('SubmitStatus', () => {
  it('offline says plainly that the job was not started: nothing was sent', () => {
    render(<SubmitStatus error={new OfflineError()} createdJobId={undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The job was not started');
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline: nothing was sent.');
    expect(screen.queryByText(/may or may not have been created/)).not.toBeInTheDocument();
  });

  it('knows offline by its type, not its words: a lost answer with the same words is still uncertain', () => {
    render(
      <SubmitStatus
        error={new NetworkError('You are offline, said the proxy.')}
        createdJobId={undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No clear answer from the gateway');
    expect(screen.getByRole('alert')).toHaveTextContent('may or may not have been created');
  });

  it('an unreadable 2xx body leaves the task’s fate open too', () => {
    render(
      <SubmitStatus
        error={new ResponseShapeError('Not the documented shape.', '{}')}
        createdJobId={undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No clear answer from the gateway');
  });

  it('a refused create says its reason once, on its card: the alert under the form points there', () => {
    const error = new GatewayError(
      400,
      describeHttpFailure(400, '{"message":"prompt violates the content policy"}'),
      '{}',
    );
    render(<SubmitStatus error={error} createdJobId={undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The job was not started');
    expect(alert).toHaveTextContent('Nothing was created. Its card below says why');
    expect(alert).not.toHaveTextContent('content policy');
  });

  it('a create the gateway never got says so once, on its card; the alert keeps where to check', () => {
    render(
      <SubmitStatus error={new UnreachableError('http://127.0.0.1:9')} createdJobId={undefined} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).not.toHaveTextContent('could not be reached');
    expect(alert).toHaveTextContent('Check the Gateway URL in Settings.');
  });

  it('an OfflineError is still a NetworkError, so existing checks treat it as "no answer"', () => {
    expect(new OfflineError()).toBeInstanceOf(NetworkError);
    expect(new OfflineError().name).toBe('OfflineError');
  });
});
