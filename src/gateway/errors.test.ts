import { describe, expect, it } from 'vitest';
import {
  describeError,
  GatewayError,
  isAuthError,
  isGatewayFailure,
  NetworkError,
  parseRetryAfter,
  readErrorMessage,
  ResponseShapeError,
} from './errors';
import { describeHttpFailure } from '@/testing/http-failure';

describe('readErrorMessage reads every envelope the field notes list', () => {
  it.each([
    [
      'OpenAI style',
      '{"error":{"message":"Invalid token (request id: 42)","type":"new_api_error","param":"","code":""}}',
      'Invalid token (request id: 42)',
    ],
    ['OpenAI style, numeric code', '{"error":{"message":"quota","type":"x","code":429}}', 'quota'],
    [
      'task route',
      '{"code":"invalid_request","message":"prompt is required","data":null}',
      'prompt is required',
    ],
    ['detail string', '{"detail":"Not found"}', 'Not found'],
    ['detail reason', '{"detail":{"reason":"moderation"}}', 'moderation'],
    [
      'detail list',
      '{"detail":[{"msg":"field required"},{"msg":"bad ratio"}]}',
      'field required; bad ratio',
    ],
    ['ErrCode/ErrMsg', '{"ErrCode":1001,"ErrMsg":"bad seed"}', 'bad seed'],
    ['code/msg', '{"code":500,"msg":"server busy"}', 'server busy'],
    ['error string', '{"error":"upstream timeout"}', 'upstream timeout'],
    ['JSON string', '"just words"', 'just words'],
  ])('%s', (_, body, expected) => {
    expect(readErrorMessage(body)).toBe(expected);
  });

  it('reads the title of an HTML proxy page', () => {
    const html =
      '<html>\r\n<head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>';
    expect(readErrorMessage(html)).toBe(
      '502 Bad Gateway (an HTML error page, probably from a proxy)',
    );
  });

  it('keeps a short plain-text body and cuts a long one', () => {
    expect(readErrorMessage('Service Unavailable')).toBe('Service Unavailable');
    expect(readErrorMessage('x'.repeat(400))).toHaveLength(301);
  });

  it('gives nothing for empty or message-less bodies', () => {
    expect(readErrorMessage('')).toBeNull();
    expect(readErrorMessage('{"error":{"message":"","code":""}}')).toBeNull();
    expect(readErrorMessage('[]')).toBeNull();
  });

  it('a message-less error still says what happened, with the status', () => {
    expect(describeHttpFailure(500, '')).toBe('The gateway had an internal error (500).');
    expect(describeHttpFailure(418, '{"msg":"teapot"}')).toBe(
      'The gateway answered with status 418: teapot',
    );
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(
      parseRetryAfter('Sat, 21 Nov 2026 10:00:10 GMT', Date.parse('Sat, 21 Nov 2026 10:00:00 GMT')),
    ).toBe(10_000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});

describe('gaps: what the studio decides from an error', () => {
  it('only 401 and 403 count as a refused key', () => {
    expect(isAuthError(new GatewayError(401, 'x', ''))).toBe(true);
    expect(isAuthError(new GatewayError(403, 'x', ''))).toBe(true);
    expect(isAuthError(new GatewayError(404, 'x', ''))).toBe(false);
    expect(isAuthError(new GatewayError(500, 'x', ''))).toBe(false);
    expect(isAuthError(new NetworkError('x'))).toBe(false);
    expect(isAuthError(new Error('401'))).toBe(false);
  });

  it('isGatewayFailure knows the three transport errors and nothing else', () => {
    expect(
      [
        new GatewayError(500, 'x', ''),
        new NetworkError('x'),
        new ResponseShapeError('x', ''),
      ].every(isGatewayFailure),
    ).toBe(true);
    expect(isGatewayFailure(new Error('x'))).toBe(false);
    expect(isGatewayFailure('x')).toBe(false);
  });

  it('describeError gives the message, or a sentence for what is not an Error', () => {
    expect(describeError(new NetworkError('Could not reach the gateway.'))).toBe(
      'Could not reach the gateway.',
    );
    expect(describeError('boom')).toBe('Something went wrong.');
    expect(describeError(undefined)).toBe('Something went wrong.');
  });

  it('a message-less error object falls through to a top-level message', () => {
    expect(
      readErrorMessage('{"error":{"message":"","code":"x"},"message":"the real reason"}'),
    ).toBe('the real reason');
    expect(readErrorMessage('{"detail":{"message":"quota exceeded"}}')).toBe('quota exceeded');
  });

  it('decodes entities in an HTML title', () => {
    expect(
      readErrorMessage('<html><head><title>503 &amp; &lt;down&gt;</title></head></html>'),
    ).toBe('503 & <down> (an HTML error page, probably from a proxy)');
  });

  it('an HTML page without a title or heading gives nothing', () => {
    expect(readErrorMessage('<html><body><p>oops</p></body></html>')).toBeNull();
    expect(describeHttpFailure(502, '<html><body><p>oops</p></body></html>')).toBe(
      'The gateway could not reach its upstream (502).',
    );
  });

  it('Retry-After never goes negative, and reads fractions', () => {
    expect(parseRetryAfter('0')).toBe(0);
    expect(parseRetryAfter('1.5')).toBe(1500);
    expect(parseRetryAfter('-5')).toBe(0);
    expect(
      parseRetryAfter('Sat, 21 Nov 2026 09:59:00 GMT', Date.parse('Sat, 21 Nov 2026 10:00:00 GMT')),
    ).toBe(0);
    expect(parseRetryAfter('  ')).toBeNull();
  });
});
