import { getJob } from '@/jobs/ledger/reads';
import { setFavourite } from '@/jobs/ledger/person-edits';
import { useShortcuts } from '@/lib/use-shortcuts';
import { askToRemove } from '@/features/gallery/selection/removal-request';

/** The job whose card or tile holds focus: its article carries `data-job-id`. */
function focusedJob(): { id: string; removable: boolean } | null {
  const active = document.activeElement;
  const article = active instanceof Element ? active.closest<HTMLElement>('[data-job-id]') : null;
  const id = article?.dataset.jobId;
  if (article == null || id === undefined || id === '') return null;
  // A detailed card has its own "Remove…"; a grid tile has none, so its dialog asks.
  return { id, removable: article.querySelector('[data-remove]') !== null };
}

/** A modal other than the open result (the shortcut sheet, a comparison) has the keyboard. */
function otherModalOpen(openId: string | null): boolean {
  for (const dialog of document.querySelectorAll('dialog[open]')) {
    const isResult =
      openId !== null && dialog.querySelector(`[data-job-id="${CSS.escape(openId)}"]`) !== null;
    if (!isResult) return true;
  }
  return false;
}

/**
 * The library's keys: `/` searches, `f` stars and Delete asks to remove the focused result or,
 * with none focused, the open one. ←/→ in the open result belong to its dialog.
 */
export function useLibraryShortcuts({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const target = (): { id: string; removable: boolean } | null => {
    if (otherModalOpen(openId)) return null;
    const focused = focusedJob();
    if (focused !== null) return focused;
    return openId === null ? null : { id: openId, removable: true };
  };
  useShortcuts({
    search: () => {
      const box = document.getElementById('library-search');
      if (document.querySelector('dialog[open]') !== null || box === null) return false;
      box.focus();
    },
    star: () => {
      const job = target();
      if (job === null) return false;
      void getJob(job.id).then((found) => {
        if (found !== undefined) return setFavourite(found.id, !found.favourite);
      });
    },
    remove: () => {
      const job = target();
      if (job === null) return false;
      askToRemove(job.id);
      if (!job.removable) onOpen(job.id);
    },
  });
}
