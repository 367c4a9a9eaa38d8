import { lazyView } from '@/jobs/lazy-view';

/**
 * The characters' dialog and its editor, fetched at the first idle moment rather than with the
 * page that offers it (a prompt's `@` list, a storyboard's "Same characters"): only a click opens
 * it, and the Video page's first screen never ran its code (issue 57, `bench/first-screen.ts`).
 */
export const CharacterDialog = lazyView(() =>
  import('./character-dialog').then((m) => m.CharacterDialog),
);
