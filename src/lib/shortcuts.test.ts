// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutFor, type KeyPress } from './shortcuts';
import { shortcutGroups } from './shortcut-groups';

const press = (
  key: string,
  target: EventTarget | null = document.body,
  extra: Partial<KeyPress> = {},
): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  defaultPrevented: false,
  ...extra,
});

/** `tag` or `tag attr=value attr=value`, built by hand (no markup parsed). */
function element(spec: string): Element {
  const [tag = 'div', ...attrs] = spec.split(' ');
  const el = document.createElement(tag);
  for (const attr of attrs) {
    const [name = '', value = ''] = attr.split('=');
    el.setAttribute(name, value);
  }
  if (el instanceof HTMLSelectElement) el.append(document.createElement('option'));
  document.body.append(el);
  return el;
}

describe('shortcutFor', () => {
  it('maps the library keys and the sheet', () => {
    expect(shortcutFor(press('/'))).toBe('search');
    expect(shortcutFor(press('f'))).toBe('star');
    expect(shortcutFor(press('F'))).toBe('star');
    expect(shortcutFor(press('Delete'))).toBe('remove');
    expect(shortcutFor(press('Backspace'))).toBe('remove');
    expect(shortcutFor(press('?'))).toBe('help');
    expect(shortcutFor(press('x'))).toBeNull();
  });

  it.each([
    ['a text field', 'input type=text'],
    ['a search box', 'input type=search'],
    ['an input with no type', 'input'],
    ['a URL field', 'input type=url'],
    ['a number field', 'input type=number'],
    ['a text area', 'textarea'],
    ['a select', 'select'],
    ['an editable element', 'div contenteditable=true'],
    ['a role=textbox', 'div role=textbox tabindex=0'],
    ['a combobox', 'div role=combobox tabindex=0'],
  ])('fires nothing while typing in %s', (_, spec) => {
    const target = element(spec);
    for (const key of ['/', 'f', 'Delete', 'Backspace', '?']) {
      expect(shortcutFor(press(key, target))).toBeNull();
    }
  });

  it.each([
    ['a button', 'button'],
    ['a checkbox', 'input type=checkbox'],
    ['a link', 'a href=#x'],
    ['a range', 'input type=range'],
  ])('fires on %s, which types nothing', (_, spec) => {
    expect(shortcutFor(press('f', element(spec)))).toBe('star');
  });

  it('leaves keys with Ctrl, Cmd or Alt, handled keys and composition alone', () => {
    expect(shortcutFor(press('f', document.body, { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('f', document.body, { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('/', document.body, { altKey: true }))).toBeNull();
    expect(shortcutFor(press('f', document.body, { defaultPrevented: true }))).toBeNull();
    expect(shortcutFor(press('f', document.body, { isComposing: true }))).toBeNull();
  });

  it('does not repeat a star or a removal while the key is held', () => {
    expect(shortcutFor(press('f', document.body, { repeat: true }))).toBeNull();
    expect(shortcutFor(press('Delete', document.body, { repeat: true }))).toBeNull();
  });

  it('treats a missing or non-element target as not typing', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
  });
});

describe('the sheet', () => {
  it('lists every shortcut, Ctrl+Enter included', () => {
    const all = shortcutGroups.flatMap((g) => g.lines.map((l) => l.keys.join('+')));
    expect(all).toEqual(
      expect.arrayContaining(['?', 'Ctrl / ⌘+Enter', '/', 'F', 'Delete', '←+→', 'Esc']),
    );
  });
});
