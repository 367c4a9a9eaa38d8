/**
 * What the demo's chat model says (issue 55 item 6): the same words for the same ask, every time.
 * It tells the studio's asks apart by their instructions (the system prompt; its defaults in
 * `chat/chat-settings.ts` name what they want: improve, expand, shorten, translate, shots in JSON)
 * and answers anything else as a plain conversation. Tags in the user's words choose a scenario
 * (`chat.ts`); `[hostile]` puts markup, a script and a `javascript:` link into any answer.
 */

export type ChatAskKind = 'shots' | 'translate' | 'shorter' | 'expand' | 'improve' | 'talk';

export function askKindOf(system: string): ChatAskKind {
  const words = system.toLowerCase();
  if (words.includes('json') && words.includes('shot')) return 'shots';
  if (words.includes('translat')) return 'translate';
  if (words.includes('shorten') || words.includes('shorter')) return 'shorter';
  if (words.includes('expand')) return 'expand';
  if (words.includes('improve')) return 'improve';
  return 'talk';
}

const TAG = /\[[a-z0-9-]+\]/gi;

/** The words without their scenario tags, and the tags (kept at the end of a rewritten prompt). */
function splitTags(text: string): { words: string; tags: string } {
  const tags = text.match(TAG) ?? [];
  const words = text.replace(TAG, ' ').replace(/\s+/g, ' ').trim();
  return { words, tags: tags.join(' ') };
}

const withTags = (text: string, tags: string) => (tags === '' ? text : `${text} ${tags}`);

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A few words the demo can put into English; anything else it leaves as it was. */
const glossary: readonly (readonly [string, string])[] = [
  ['一只', 'a '],
  ['猫', 'cat'],
  ['狗', 'dog'],
  ['狐狸', 'fox'],
  ['红色的', 'red '],
  ['在', ' in '],
  ['海边', 'the seaside'],
  ['城市', 'the city'],
  ['夜晚', ' at night'],
  ['下雨', ' in the rain'],
  ['日落', ' at sunset'],
  ['森林', 'the forest'],
  ['山', 'mountains'],
  ['奔跑', ' running'],
  ['的', ' '],
];

function translate(words: string): string {
  if (!/[\u3400-\u9fff]/.test(words)) return words;
  let text = words;
  for (const [from, to] of glossary) text = text.replaceAll(from, to);
  return upperFirst(text.replace(/\s+/g, ' ').trim());
}

function rewrite(kind: 'improve' | 'expand' | 'shorter' | 'translate', text: string): string {
  const { words, tags } = splitTags(text);
  const base = words === '' ? 'an empty frame' : words.replace(/[.!?。！？]+$/, '');
  switch (kind) {
    case 'improve':
      return withTags(
        `${upperFirst(base)}, in soft natural light, with a slow camera push-in and a clear subject in the foreground.`,
        tags,
      );
    case 'expand':
      return withTags(
        `${upperFirst(base)}, seen in a wide establishing shot at golden hour. The camera glides slowly forward as the subject moves through the frame, small details catching the warm light. In the background the setting stays softly out of focus, and the mood is calm, quiet and hopeful.`,
        tags,
      );
    case 'shorter': {
      const all = base.split(/\s+/);
      const kept = all.slice(0, Math.max(2, Math.ceil(all.length / 2))).join(' ');
      return withTags(upperFirst(kept.replace(/[,;:]+$/, '')), tags);
    }
    case 'translate':
      return withTags(translate(base), tags);
  }
}

/** The studio's script ask names its numbers in lines like "Number of shots: 3" (`script-ask.ts`). */
function numberAfter(label: string, text: string): number | null {
  const found = new RegExp(`${label}\\s*:\\s*(\\d+)`, 'i').exec(text);
  return found?.[1] === undefined ? null : Number(found[1]);
}

function scriptOf(text: string): string {
  const at = text.search(/^(script|idea)\s*:/im);
  const body = at < 0 ? text : text.slice(at).replace(/^[^:]*:\s*/, '');
  return splitTags(body).words;
}

/** A script's sentences, cut into as many shots as asked (repeated when there are fewer). */
function shotsFor(user: string, hostile: boolean, badShot: boolean) {
  const count = Math.min(24, Math.max(1, numberAfter('number of shots', user) ?? 3));
  const seconds = Math.min(15, Math.max(3, numberAfter('seconds per shot', user) ?? 5));
  const sentences = scriptOf(user)
    .split(/(?<=[.!?。！？])\s*/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const lines = sentences.length > 0 ? sentences : ['A quiet opening scene'];
  return Array.from({ length: count }, (_, i) => {
    const line = (lines[i % lines.length] ?? '').replace(/[.!?。！？]+$/, '');
    return {
      prompt: hostile
        ? `<img src=x onerror=alert(1)> shot ${i + 1}: ${line} <script>alert('shot')</script>`
        : `Shot ${i + 1} of ${count}: ${line}, cinematic, natural light, steady camera`,
      // `[bad-shot]`: the second shot's length is one no video form takes (a row to fix).
      seconds: badShot && i === 1 ? 40 : seconds,
      caption: hostile ? `<b>${line}</b> [link](javascript:alert(1))` : line.slice(0, 80),
    };
  });
}

/** The hostile scenario's words: everything a page must never run, to be shown as text. */
export const HOSTILE_CHAT =
  '<img src=x onerror="alert(1)"> <script>alert("chat")</script> [a link](javascript:alert(1)) <a href="javascript:alert(2)">click</a> **bold**';

export interface ChatScript {
  content: string;
  reasoning: string;
}

/** The demo model's answer to one ask: its words, and what it "thought" first when asked to. */
export function chatAnswer(
  kind: ChatAskKind,
  user: string,
  model: string,
  options: {
    hostile: boolean;
    notJson: boolean;
    reasoning: boolean;
    longAnswer: number | null;
    badShot?: boolean;
  },
): ChatScript {
  let content: string;
  if (options.longAnswer !== null) {
    // `[long-answer]`: a long answer, token by token (`npm run bench` times one on screen).
    const sentence = 'The demo model writes one more sentence of a very long answer. ';
    content = sentence.repeat(Math.ceil(options.longAnswer / 12));
  } else if (kind === 'shots') {
    content = options.notJson
      ? 'What a lovely script! I would open on the harbour at dawn, then follow the boat out to sea, and end on the lighthouse. Shall I write the shots for you?'
      : `Here are the shots:\n\n\`\`\`json\n${JSON.stringify({ shots: shotsFor(user, options.hostile, options.badShot === true) }, null, 2)}\n\`\`\``;
  } else if (kind === 'talk') {
    content = `You said: “${splitTags(user).words}”. I am the demo gateway's chat model (${model}): I answer every message the same way, word by word, so a conversation can be tried without a key.`;
  } else {
    content = rewrite(kind, user);
  }
  if (options.hostile && kind !== 'shots') content = `${content} ${HOSTILE_CHAT}`;
  const reasoning = options.reasoning
    ? `The ask is “${kind}”. I read the words, keep their tags, and answer with the result only.`
    : '';
  return { content, reasoning };
}

/**
 * Text cut into the pieces a model streams: about a word each (a token is roughly four characters
 * of English), the space kept with the word before it.
 */
export function tokensOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** The chat's scenario tags, as `npm run demo-gateway` prints them. */
export const chatScenarioTags = [
  ['[cut]', 'chat: the stream stops halfway and the connection drops'],
  ['[reasoning]', 'chat: delta.reasoning_content comes before the answer'],
  ['[not-json]', "chat: a script's shots are answered in prose"],
  ['[long-answer]', 'chat: 20,000 words, streamed'],
  ['[bad-shot]', "chat: a script's second shot is 40 s long (a row to fix)"],
  ['[hostile]', 'chat: markup, a <script> tag and javascript: links in the answer'],
] as const;
