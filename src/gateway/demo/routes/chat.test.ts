import { describe, expect, it } from 'vitest';
import { createDemoTestbed } from '@/testing/demo-testbed';
import { askChat, type ChatMessage } from '../../chat/chat';
import { chatSettings } from '../../chat/chat-settings';
import { GatewayError } from '../../errors';
import { HOSTILE_CHAT } from './chat-answers';

const path = chatSettings.chatPath.default;
const model = chatSettings.chatModel.default;

function ask(system: string, user: string, stream = true) {
  const bed = createDemoTestbed({ speed: 8 });
  const messages: ChatMessage[] = [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
  const pieces: string[] = [];
  const run = askChat(bed.client, {
    path,
    model,
    messages,
    stream,
    onContent: (piece) => pieces.push(piece),
  });
  return { bed, run, pieces };
}

describe('the demo chat model', () => {
  it('streams an improved prompt word by word, with : PING comments, to [DONE]', async () => {
    const { bed, run, pieces } = ask(chatSettings.chatPromptImprove.default, 'a red fox [slow]');
    const outcome = await run;
    expect(outcome).toMatchObject({ ended: 'done', finishReason: 'stop' });
    expect(outcome.content).toBe(
      'A red fox, in soft natural light, with a slow camera push-in and a clear subject in the foreground. [slow]',
    );
    expect(pieces.length).toBeGreaterThan(10);
    const text = bed.answers[0]?.text ?? '';
    expect(text.startsWith(': PING\n\n')).toBe(true);
    expect(text.match(/^: PING$/gm)).toHaveLength(2);
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it.each([
    [
      chatSettings.chatPromptExpand.default,
      /^A red fox running through a snowy forest at dawn, seen in a wide establishing shot/,
    ],
    [chatSettings.chatPromptShorter.default, /^A red fox running through$/],
    [chatSettings.chatPromptTranslate.default, /^A red fox in the forest running$/],
  ])('answers each of the studio asks by its instructions (%#)', async (system, expected) => {
    const user = system.includes('Translate')
      ? '一只红色的狐狸在森林奔跑'
      : 'a red fox running through a snowy forest at dawn';
    expect((await ask(system, user).run).content).toMatch(expected);
  });

  it('answers the same words the same way', async () => {
    const one = await ask(chatSettings.chatPromptExpand.default, 'a boat').run;
    const two = await ask(chatSettings.chatPromptExpand.default, 'a boat').run;
    expect(one.content).toBe(two.content);
  });

  it('writes the shots asked for as fenced JSON, one per sentence of the script', async () => {
    const user =
      'Number of shots: 3\nSeconds per shot: 6\n\nScript:\nA boat leaves at dawn. It crosses the bay. The lighthouse waits.';
    const { content } = await ask(chatSettings.chatScriptToShots.default, user).run;
    const json = /```json\n([\s\S]*)\n```/.exec(content)?.[1] ?? '';
    const { shots } = JSON.parse(json) as { shots: { caption: string; seconds: number }[] };
    expect(shots.map((s) => s.caption)).toEqual([
      'A boat leaves at dawn',
      'It crosses the bay',
      'The lighthouse waits',
    ]);
    expect(shots.every((s) => s.seconds === 6)).toBe(true);
  });

  it('makes the second shot 40 s long under [bad-shot]', async () => {
    const { content } = await ask(
      chatSettings.chatScriptToShots.default,
      'Number of shots: 2\nScript: a harbour. A boat. [bad-shot]',
    ).run;
    const json = /```json\n([\s\S]*)\n```/.exec(content)?.[1] ?? '';
    const { shots } = JSON.parse(json) as { shots: { seconds: number }[] };
    expect(shots.map((s) => s.seconds)).toEqual([5, 40]);
  });

  it('answers the shots in prose under [not-json]', async () => {
    const { content } = await ask(
      chatSettings.chatScriptToShots.default,
      'Number of shots: 3\nScript: a harbour [not-json]',
    ).run;
    expect(content).not.toMatch(/[{}]/);
  });

  it('cuts the stream halfway under [cut]: what came is kept', async () => {
    const outcome = await ask(chatSettings.chatPromptImprove.default, 'a red fox [cut]').run;
    expect(outcome.ended).toBe('cut');
    expect(outcome.content.length).toBeGreaterThan(10);
    expect('A red fox, in soft natural light'.startsWith(outcome.content.slice(0, 20))).toBe(true);
  });

  it('thinks aloud first under [reasoning], apart from the answer', async () => {
    const outcome = await ask(chatSettings.chatPromptImprove.default, 'a fox [reasoning]').run;
    expect(outcome.reasoning).toMatch(/^The ask is “improve”/);
    expect(outcome.content).toMatch(/^A fox, in soft natural light/);
  });

  it('puts markup, a script and a javascript: link in the answer under [hostile]', async () => {
    const outcome = await ask(chatSettings.chatPromptImprove.default, 'a fox [hostile]').run;
    expect(outcome.content).toContain(HOSTILE_CHAT);
  });

  it('answers one plain chat.completion when stream is false', async () => {
    const { bed, run } = ask(chatSettings.chatPromptImprove.default, 'a fox', false);
    const outcome = await run;
    expect(outcome).toMatchObject({ ended: 'done' });
    expect(JSON.parse(bed.answers[0]?.text ?? '')).toMatchObject({ object: 'chat.completion' });
  });

  it('answers any other instructions as a conversation', async () => {
    const outcome = await ask('You are a helpful GPT.', 'hello there').run;
    expect(outcome.content).toMatch(/^You said: “hello there”/);
  });

  it.each([401, 429, 500, 502])('[%i] answers that status at once', async (status) => {
    const error: unknown = await ask(
      chatSettings.chatPromptImprove.default,
      `x [${status}]`,
    ).run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).status).toBe(status);
  });
});
