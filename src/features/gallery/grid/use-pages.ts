import { useState } from 'react';

/**
 * A long library shows a page at a time: every tile and card carries a player, and thousands of
 * them at once would ask every media host for thousands of files. What is shown stays in the DOM,
 * findable by a person and by a test; "Show more" adds the next page.
 */
export function usePages<T>(items: readonly T[], pageSize: number) {
  const [pages, setPages] = useState(1);
  const shown = items.slice(0, pages * pageSize);
  return { shown, hidden: items.length - shown.length, more: () => setPages((p) => p + 1) };
}
