import { describe, expect, it } from 'vitest';
import { extractDocument, firstBalancedObject, scanFences } from './extract';

const doc = { gizmo: { id: 'g-1', display: { name: 'A {tricky} "name" ```' } } };
const text = JSON.stringify(doc, null, 2);

describe('extractDocument', () => {
  it('takes the ```json fence', () => {
    expect(extractDocument(`\`\`\`json\n${text}\n\`\`\``)).toEqual({
      ok: true,
      value: doc,
      from: 'fence',
    });
  });

  it('takes a bare ``` fence and an upper-case JSON fence', () => {
    expect(extractDocument(`\`\`\`\n${text}\n\`\`\``)).toMatchObject({
      ok: true,
      value: doc,
      from: 'fence',
    });
    expect(extractDocument(`\`\`\`JSON\n${text}\n\`\`\``)).toMatchObject({ ok: true, value: doc });
  });

  it('takes the fence out of prose around it', () => {
    expect(
      extractDocument(`Here are the details:\n\n\`\`\`json\n${text}\n\`\`\`\n\nAnything else?`),
    ).toMatchObject({ ok: true, value: doc });
  });

  it('skips a fence in another language and takes the JSON one after it', () => {
    const content = `Example:\n\`\`\`python\nprint({"x": 1})\n\`\`\`\nDetails:\n\`\`\`json\n${text}\n\`\`\``;
    expect(extractDocument(content)).toMatchObject({ ok: true, value: doc, from: 'fence' });
  });

  it('without a fence, takes the first balanced {…} block, braces inside strings included', () => {
    expect(extractDocument(`Sure! ${JSON.stringify(doc)} Hope that helps {really}.`)).toEqual({
      ok: true,
      value: doc,
      from: 'braces',
    });
  });

  it('reads an open fence whose object is whole (only the closing ``` was lost)', () => {
    expect(extractDocument(`\`\`\`json\n${text}\n`)).toMatchObject({
      ok: true,
      value: doc,
      from: 'braces',
    });
  });

  it('reports a "not found" sentence as no document', () => {
    expect(extractDocument('I couldn\'t find a GPT with the ID "g-nope".')).toEqual({
      ok: false,
      problem: 'no-document',
      detail: null,
    });
  });

  it('reports braces in prose that are not JSON as no document', () => {
    expect(extractDocument('No GPT called {g-nope} exists.')).toMatchObject({
      ok: false,
      problem: 'no-document',
    });
  });

  it('reports a fence cut off mid-document as truncated', () => {
    const content = `\`\`\`json\n${text}`.slice(0, 40);
    expect(extractDocument(content)).toMatchObject({ ok: false, problem: 'truncated' });
  });

  it('reports an object cut off without a fence as truncated', () => {
    expect(extractDocument('{"gizmo": {"id": "g-1", "display": {')).toMatchObject({
      ok: false,
      problem: 'truncated',
    });
  });

  it('reports broken JSON inside a closed fence with the parser’s words', () => {
    const result = extractDocument('```json\n{"gizmo": {"id": "g-1",}}\n```');
    expect(result).toMatchObject({ ok: false, problem: 'not-json' });
    expect(result.ok ? '' : result.detail).toMatch(/\S/);
  });

  it('reports an empty message', () => {
    expect(extractDocument('  \n ')).toMatchObject({ ok: false, problem: 'empty' });
  });
});

describe('scanFences', () => {
  it('pairs each opener with its own closer', () => {
    expect(scanFences('```py\na\n```\ntext\n```json\nb\n```')).toEqual([
      { language: 'py', body: 'a\n', closed: true },
      { language: 'json', body: 'b\n', closed: true },
    ]);
  });

  it('ignores ```inline``` code on one line', () => {
    expect(scanFences('use ```x``` here')).toEqual([]);
  });
});

describe('firstBalancedObject', () => {
  it('skips escaped quotes and braces inside strings', () => {
    expect(firstBalancedObject('x {"a":"\\"}{"} y')).toEqual({
      kind: 'found',
      text: '{"a":"\\"}{"}',
    });
  });
  it('tells none from unbalanced', () => {
    expect(firstBalancedObject('no braces')).toEqual({ kind: 'none' });
    expect(firstBalancedObject('{"a": {')).toEqual({ kind: 'unbalanced' });
  });
});
