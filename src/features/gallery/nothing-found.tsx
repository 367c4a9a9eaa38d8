import { LayoutGrid, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useBoards } from '@/jobs/boards/boards-db';
import { useT } from '@/i18n/use-t';
import { boardAlone, type FindCriteria } from '@/features/gallery/find/find';

/**
 * What the Library says when its view is empty though the library is not: a board looked at on
 * its own is an empty board (issue 54: a new board said "No jobs match… Clear filters"), anything
 * else found nothing. Either way one button shows every result again.
 */
export function NothingFound({
  criteria,
  onShowAll,
}: {
  criteria: FindCriteria;
  onShowAll: () => void;
}) {
  const t = useT();
  const boards = useBoards();
  const alone = boardAlone(criteria);
  const board = alone === null ? undefined : boards?.find((b) => b.id === alone);
  if (board !== undefined)
    return (
      <EmptyState
        icon={LayoutGrid}
        title={t('gallery.boardEmpty.title', { name: board.name })}
        headingLevel={3}
        action={
          <Button variant="secondary" onClick={onShowAll}>
            {t('gallery.boardEmpty.action')}
          </Button>
        }
      >
        {t('gallery.boardEmpty.body')}
      </EmptyState>
    );
  return (
    <EmptyState
      icon={SearchX}
      title={t('gallery.noMatch.title')}
      headingLevel={3}
      action={
        <Button variant="secondary" onClick={onShowAll}>
          {t('gallery.find.clearFilters')}
        </Button>
      }
    >
      {t('gallery.noMatch.body')}
    </EmptyState>
  );
}
