import { describe, expect, it } from 'vitest';
import { describeHttpFailure, parseRetryAfter, readErrorMessage } from './errors';

describe('readErrorMessage reads every envelope the field notes list', () => {
  it.each([
    ['OpenAI style', '{"error":{"message":"Invalid token (request id: 42)","type":"new_api_error","param":"","code":""}}', 'Invalid token (request id: 42)'],
    ['OpenAI style, numeric code', '{"error":{"message":"quota","type":"x","code":429}}', 'quota'],
    ['task route', '{"code":"invalid_request","message":"prompt is required","data":null}', 'prompt is required'],
    ['detail string', '{"detail":"Not found"}', 'Not found'],
    ['detail reason', '{"detail":{"reason":"moderation"}}', 'moderation'],
    ['detail list', '{"detail":[{"msg":"field required"},{"msg":"bad ratio"}]}', 'field required; bad ratio'],
    ['ErrCode/ErrMsg', '{"ErrCode":1001,"ErrMsg":"bad seed"}', 'bad seed'],
    ['code/msg', '{"code":500,"msg":"server busy"}', 'server busy'],
    ['error string', '{"error":"upstream timeout"}', 'upstream timeout'],
    ['JSON string', '"just words"', 'just words'],
  ])('%s', (_, body, expected) => {
    expect(readErrorMessage(body)).toBe(expected);
  });

  it('reads the title of an HTML proxy page', () => {
    const html = '<html>\r\n<head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>';
    expect(readErrorMessage(html)).toBe('502 Bad Gateway (an HTML error page, probably from a proxy)');
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
    expect(describeHttpFailure(418, '{"msg":"teapot"}')).toBe('The gateway answered with status 418: teapot');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:10 GMT', Date.parse('Sat, 21 Nov 2026 10:00:00 GMT'))).toBe(10_000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});
