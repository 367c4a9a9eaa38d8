import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { CharacterDialog } from './lazy-character-dialog';
import type { Mentions } from './use-mentions';

/** The list's code, fetched with the first `@` typed (issue 57): most prompts name no one. */
const MentionList = lazy(() => import('./mention-list').then((m) => ({ default: m.MentionList })));

/**
 * What a prompt with `useMentions` draws under its field: the list, and the character dialog it
 * opens — in the page's body, outside the form around the prompt (a form may not hold another).
 */
export function MentionAids({ mentions }: { mentions: Mentions }) {
  return (
    <>
      {mentions.open ? (
        <Suspense fallback={null}>
          <MentionList mentions={mentions} />
        </Suspense>
      ) : null}
      {mentions.dialog !== null
        ? createPortal(
            <CharacterDialog open start={mentions.dialog.start} onClose={mentions.closeDialog} />,
            document.body,
          )
        : null}
    </>
  );
}
