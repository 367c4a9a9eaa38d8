import { describe, expect, it } from 'vitest';
import { DemoEngine } from '@/gateway/demo/engine';
import { gptCatalogue, gptsDocument, hostileDocument } from '@/features/gpts/demo-catalogue';
import { zChatCompletion } from '@/features/gpts/gateway-schema';
import { normaliseGptsAnswer, readMessage } from './normalise';

const engine = new DemoEngine({ mediaBase: 'http://media.test/demo/' });
const [trail] = gptCatalogue;
if (trail === undefined) throw new Error('the demo catalogue is empty');
const document = gptsDocument(engine, 'g-2fkFE8rbu', trail);

function completion(content: unknown, finishReason = 'stop') {
  return zChatCompletion.parse({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1763726400,
    model: 'get-gpts',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 9, completion_tokens: 400, total_tokens: 409 },
  });
}

const fenced = (value: unknown) => `\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\``;

describe('normaliseGptsAnswer', () => {
  it('a readable document: succeeded, the document kept as raw, the GPT’s name as a field', () => {
    const update = normaliseGptsAnswer(completion(fenced(document)));
    expect(update).toMatchObject({
      status: 'succeeded',
      progress: 100,
      error: null,
      fields: { GPT: 'Trail Planner' },
      statusWord: 'stop',
    });
    expect(update.raw).toEqual(document);
  });

  it('a GPT without a name is named by its id', () => {
    const nameless = {
      ...document,
      gizmo: { ...document.gizmo, display: { ...document.gizmo.display, name: '  ' } },
    };
    expect(normaliseGptsAnswer(completion(fenced(nameless))).fields).toEqual({
      GPT: 'g-2fkFE8rbu',
    });
  });

  it('content sent as parts is joined and read', () => {
    const text = fenced(document);
    const parts = [
      { type: 'text', text: text.slice(0, 50) },
      { type: 'text', text: text.slice(50) },
    ];
    expect(normaliseGptsAnswer(completion(parts)).status).toBe('succeeded');
  });

  it('a "not found" sentence: failed, quoting what the gateway said, the text kept', () => {
    const sentence = 'I couldn\'t find a GPT with the ID "g-nope". It may be private or deleted.';
    const update = normaliseGptsAnswer(completion(sentence));
    expect(update.status).toBe('failed');
    expect(update.error).toBe(`The gateway did not send the GPT’s details. It said: “${sentence}”`);
    expect(update.raw).toMatchObject({ content: sentence });
  });

  it('a long sentence is quoted in part; the whole text is still kept', () => {
    const sentence = `Sorry. ${'word '.repeat(100)}`;
    const update = normaliseGptsAnswer(completion(sentence));
    expect(update.error?.endsWith('…”')).toBe(true);
    expect(update.raw).toMatchObject({ content: sentence });
  });

  it('a truncated fence: failed, says it was cut off and why', () => {
    const cut = fenced(document).slice(0, 500);
    const update = normaliseGptsAnswer(completion(cut, 'length'));
    expect(update.status).toBe('failed');
    expect(update.error).toBe(
      'The answer was cut off before the GPT’s details ended (finish_reason "length"), so they cannot be read. Try the lookup again.',
    );
    expect(update.raw).toMatchObject({ content: cut });
  });

  it('JSON that is not the document: failed, naming where it differs', () => {
    const update = normaliseGptsAnswer(
      completion(fenced({ error: { message: 'gizmo not found' } })),
    );
    expect(update.status).toBe('failed');
    expect(update.error).toMatch(/^The answer holds JSON, but not a GPT’s details at "gizmo": /);
  });

  it('broken JSON in the fence: failed, with the parser’s words', () => {
    const update = normaliseGptsAnswer(completion('```json\n{"gizmo": {,}}\n```'));
    expect(update.status).toBe('failed');
    expect(update.error).toMatch(/^The answer’s JSON block could not be read \(.+\)\.$/);
  });

  it('an envelope with no choices or a null message: failed, the envelope kept', () => {
    for (const envelope of [zChatCompletion.parse({ id: 'x', choices: [] }), completion(null)]) {
      const update = normaliseGptsAnswer(envelope);
      expect(update.status).toBe('failed');
      expect(update.error).toBe(
        'The gateway answered without a message: there are no GPT details to show.',
      );
      expect(update.raw).toMatchObject({ content: '', completion: envelope });
    }
  });

  it('hostile strings are kept exactly as text: the normaliser does not clean or run them', () => {
    const update = normaliseGptsAnswer(completion(fenced(hostileDocument(engine))));
    expect(update.status).toBe('succeeded');
    expect(update.fields).toEqual({ GPT: '<img src=x onerror=alert(1)>' });
  });
});

describe('readMessage', () => {
  it('reads the first choice and its finish reason', () => {
    expect(readMessage(completion('hello', 'length'))).toEqual({
      content: 'hello',
      finishReason: 'length',
    });
  });
});
