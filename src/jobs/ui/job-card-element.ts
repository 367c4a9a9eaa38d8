/**
 * A job's card on the page (`data-job-id`, job-card.tsx), in `within` or the whole document.
 * Compared, not put in a selector: an id is the gateway's text, quotes and all.
 */
export function jobCardElement(jobId: string, within: ParentNode = document): HTMLElement | null {
  for (const card of within.querySelectorAll<HTMLElement>('[data-job-id]'))
    if (card.dataset.jobId === jobId) return card;
  return null;
}
