/**
 * The studio's keyboard shortcuts: which key means what, and the one rule that keeps them out of
 * the way — none fires while a person types into a text field, a select or an editable element
 * (except Ctrl/Cmd+Enter, which a form handles for itself). Pure, so the guard is tested apart
 * from any page.
 */

export type ShortcutId = 'search' | 'star' | 'remove' | 'help';

/** Elements whose keys are the person's words, not commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    // A checkbox, radio, button or range keeps no text: a letter typed there is a command.
    return ![
      'checkbox',
      'radio',
      'button',
      'submit',
      'reset',
      'range',
      'color',
      'file',
      'image',
    ].includes(target.type);
  }
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  // Where isContentEditable is not computed (no layout engine), the attribute says the same.
  if (target.closest('[contenteditable]:not([contenteditable="false"])') !== null) return true;
  // A role-based text box (a combobox built on a div) types too.
  const role = target.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/** What a keyboard event carries that decides a shortcut. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  defaultPrevented: boolean;
  isComposing?: boolean;
  repeat?: boolean;
}

/**
 * The shortcut a key press means, or null. A press already handled by a control (defaultPrevented),
 * one made while composing text (an input method), with Ctrl, Cmd or Alt (the browser's and the
 * system's), or while typing, means nothing here. Shift is allowed: `?` needs it on most layouts.
 */
export function shortcutFor(press: KeyPress): ShortcutId | null {
  if (press.defaultPrevented || press.isComposing === true) return null;
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (isTypingTarget(press.target)) return null;
  switch (press.key) {
    case '/':
      return 'search';
    case 'f':
    case 'F':
      return press.repeat === true ? null : 'star';
    // A Mac's "delete" key sends Backspace.
    case 'Delete':
    case 'Backspace':
      return press.repeat === true ? null : 'remove';
    case '?':
      return 'help';
    default:
      return null;
  }
}
