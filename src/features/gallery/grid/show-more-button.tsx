import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

/** The next page of a long library, with how many older jobs wait behind it. */
export function ShowMoreButton({ hidden, onClick }: { hidden: number; onClick: () => void }) {
  const t = useT();
  if (hidden <= 0) return null;
  return (
    <Button variant="secondary" className="self-center" onClick={onClick}>
      {t('gallery.showMore', { hidden })}
    </Button>
  );
}
