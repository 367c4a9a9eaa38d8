import { describe, expect, it } from 'vitest';
import { GatewayError } from '@/gateway/errors';
import { testbedConnection } from '@/testing/gateway';
import { askAboutLink, linkSubtitles, summarizeLink, toChatRequest } from './api';

const signal = () => new AbortController().signal;

const gateway = testbedConnection;

describe('From a link against the demo gateway', () => {
  it('asks for a summary with BibiGPT’s body at the assumed path, and reads it', async () => {
    const { connection, sent } = gateway();
    const read = await summarizeLink(connection, 'https://video.example/harbour', signal());
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.summary).toMatch(/^## /);
    expect(read.value.lines.length).toBeGreaterThan(0);
    expect(sent()).toEqual([
      [
        'POST',
        '/v1/link/summary',
        {
          url: 'https://video.example/harbour',
          includeDetail: true,
          promptConfig: { outputLanguage: 'en' },
        },
      ],
    ]);
  });

  it('asks for subtitles, the same lines for the same link', async () => {
    const { connection, sent } = gateway();
    const first = await linkSubtitles(connection, 'https://video.example/a', signal());
    const again = await linkSubtitles(connection, 'https://video.example/a', signal());
    expect(first).toEqual(again);
    expect(first.ok && first.value.lines.length).toBeGreaterThan(3);
    expect(sent()[0]).toEqual([
      'POST',
      '/v1/link/subtitle',
      { url: 'https://video.example/a', audioLanguage: 'auto' },
    ]);
  });

  it('sends the earlier questions and answers as history, oldest first', async () => {
    const { connection, sent } = gateway();
    const url = 'https://video.example/a';
    const first = await askAboutLink(connection, toChatRequest(url, 'What is it?', []), signal());
    expect(first.ok && first.value).toMatch(/first question/);
    const history = [{ question: 'What is it?', answer: first.ok ? first.value : '' }];
    const second = await askAboutLink(
      connection,
      toChatRequest(url, 'And then?', history),
      signal(),
    );
    expect(second.ok && second.value).toMatch(/You asked 1 question before this one/);
    expect(sent()[1]?.[2]).toEqual({
      url,
      question: 'And then?',
      history: [['What is it?', history[0]?.answer]],
    });
  });

  it('asks at the path a profile stores: the demo has no other, so the gateway’s 404 shows', async () => {
    const { connection, sent } = gateway({ linkSummaryPath: '/api/summary' });
    await expect(summarizeLink(connection, 'https://video.example/a', signal())).rejects.toThrow(
      GatewayError,
    );
    expect(sent()[0]?.[1]).toBe('/api/summary');
  });

  it('reads the demo’s refusal, envelope, unreadable lines and errors', async () => {
    const { connection } = gateway();
    const ask = (url: string) => linkSubtitles(connection, url, signal());
    expect(await ask('https://video.example/refused')).toEqual({
      ok: false,
      problem: 'The gateway could not read this link. It said: “This video is private.”',
    });
    expect((await ask('https://video.example/envelope')).ok).toBe(true);
    const bad = await ask('https://video.example/badlines');
    expect(bad.ok && bad.value.skipped).toBe(2);
    expect((await ask('https://video.example/nosubtitles')).ok).toBe(false);
    await expect(ask('https://video.example/error500')).rejects.toMatchObject({ status: 500 });
  });

  it('keeps the hostile link’s markup as text in every answer', async () => {
    const { connection } = gateway();
    const url = 'https://video.example/hostile';
    const summary = await summarizeLink(connection, url, signal());
    expect(summary.ok && summary.value.summary).toContain('<script>alert(1)</script>');
    expect(summary.ok && summary.value.summary).toContain('](javascript:alert(1))');
    const lines = await linkSubtitles(connection, url, signal());
    expect(lines.ok && lines.value.lines[0]?.text).toBe('<b>bold</b> <script>alert(1)</script>');
    const answer = await askAboutLink(connection, toChatRequest(url, 'Hi', []), signal());
    expect(answer.ok && answer.value).toContain('<script>');
  });
});
