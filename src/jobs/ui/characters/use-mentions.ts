import { useId, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import {
  emptyDraft,
  useCharacters,
  type Character,
  type CharacterDraft,
} from '@/jobs/characters/characters';
import { insertMention, matchCharacters, queryAt } from '@/jobs/characters/mentions';

/** What the list under a prompt offers while an `@` is typed: the characters, then a way to make or manage them. */
export type MentionOption =
  { type: 'character'; character: Character } | { type: 'new'; name: string } | { type: 'manage' };

export interface Mentions {
  /** The list's id, its options' ids derived from it; null while no `@` is typed. */
  listId: string;
  open: boolean;
  options: MentionOption[];
  active: number;
  /** Spread on the prompt's textarea (beside what the form registers there). */
  textarea: {
    onInput: (event: SyntheticEvent<HTMLTextAreaElement>) => void;
    onClick: (event: SyntheticEvent<HTMLTextAreaElement>) => void;
    onKeyUp: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
    onBlurCapture: () => void;
    'aria-autocomplete': 'list';
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
  };
  choose: (option: MentionOption) => void;
  /** The character dialog the list opened ("New character…", "Manage characters…"), and where it starts. */
  dialog: { start: CharacterDraft | null } | null;
  closeDialog: () => void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * `@` in a prompt (issue 56): while the caret ends an `@word`, the characters whose names match
 * are offered in a list under the field — by pointer, or by keyboard from the field itself
 * (↑/↓ move, Enter or Tab write the name in, Escape closes), the field keeping focus and naming
 * the option it points at (`aria-activedescendant`). Its last option makes a character of the name
 * typed, or manages them all, in the character dialog. What is typed is never changed but by a choice.
 */
export function useMentions(fieldId: string, write: (text: string) => void): Mentions {
  const listId = useId();
  const [at, setAt] = useState<{ start: number; query: string } | null>(null);
  // Read from the first `@` on (then kept live): a prompt alone opens no database.
  const [wanted, setWanted] = useState(false);
  if (at !== null && !wanted) setWanted(true);
  const characters = useCharacters(wanted || at !== null);
  const [active, setActive] = useState(0);
  const [dialog, setDialog] = useState<{ start: CharacterDraft | null } | null>(null);

  const matching =
    at === null || characters === undefined ? [] : matchCharacters(characters, at.query);
  const options: MentionOption[] =
    at === null || characters === undefined
      ? []
      : [
          ...matching.map((character): MentionOption => ({ type: 'character', character })),
          matching.length === 0 && at.query !== ''
            ? { type: 'new', name: at.query }
            : { type: 'manage' },
        ];
  const open = options.length > 0;
  const current = Math.min(active, Math.max(0, options.length - 1));

  function follow(element: HTMLTextAreaElement) {
    const next =
      element.selectionStart === element.selectionEnd
        ? queryAt(element.value, element.selectionStart)
        : null;
    if (next?.start !== at?.start) setActive(0);
    setAt(next);
  }

  function choose(option: MentionOption) {
    const element = document.getElementById(fieldId);
    const typed = at;
    setAt(null);
    if (option.type !== 'character') {
      setDialog({ start: option.type === 'new' ? emptyDraft(option.name) : null });
      return;
    }
    if (!(element instanceof HTMLTextAreaElement) || typed === null) return;
    const written = insertMention(element.value, typed, option.character.name);
    write(written.text);
    element.focus();
    element.setSelectionRange(written.caret, written.caret);
  }

  return {
    listId,
    open,
    options,
    active: current,
    textarea: {
      onInput: (event) => follow(event.currentTarget),
      onClick: (event) => follow(event.currentTarget),
      onKeyUp: (event) => {
        if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key))
          follow(event.currentTarget);
      },
      onKeyDown: (event) => {
        if (!open || event.ctrlKey || event.metaKey || event.altKey) return;
        const option = options[current];
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setActive((current + step + options.length) % options.length);
        } else if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey && option) {
          event.preventDefault();
          choose(option);
        } else if (event.key === 'Escape') {
          // Only the list closes: a dialog or panel around the form stays.
          event.preventDefault();
          event.stopPropagation();
          setAt(null);
        }
      },
      // Focus gone elsewhere: the list goes (a click on an option keeps focus: see the list).
      onBlurCapture: () => setAt(null),
      'aria-autocomplete': 'list',
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? optionId(listId, current) : undefined,
    },
    choose,
    dialog,
    closeDialog: () => setDialog(null),
  };
}
