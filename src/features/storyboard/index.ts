import type { FeaturePart } from '@/jobs/part';
import { filmKindView } from './export/film-kind';
import { storyboardsPart } from './library-part';

/**
 * What the storyboard offers the studio beside its page (issue 39 item 1), composed by the app:
 * films in the library, named and traced to their shots like a generator's jobs; the storyboards in
 * the library file (issue 28) and in the synced document (decision 028); and which results they use,
 * so deleting a board can say so (issue 40); its shots as a place for timed words (issue 55). Its database and sync code load only when asked.
 */
export const part: FeaturePart = {
  kindViews: { film: filmKindView },
  libraryParts: [storyboardsPart],
  syncedCollections: [() => import('./board/storyboard-sync').then((m) => m.storyboardCollection)],
  resultUsers: () =>
    import('./board/storyboard-db').then((m) => async () => {
      const used = new Set<string>();
      for (const board of await m.listStoryboards()) {
        for (const shot of board.shots) used.add(shot.jobId);
        if (board.soundtrack?.from.kind === 'job') used.add(board.soundtrack.from.jobId);
      }
      return used;
    }),
  // Issue 55: a link's subtitles laid on a storyboard's shots as captions, by time.
  captionTargets: [() => import('./board/caption-target').then((m) => m.storyboardCaptions)],
};
