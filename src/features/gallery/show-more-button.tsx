import { Button } from '@/components/ui/button';

/** The next page of a long library, with how many older jobs wait behind it. */
export function ShowMoreButton({ hidden, onClick }: { hidden: number; onClick: () => void }) {
  if (hidden <= 0) return null;
  return (
    <Button variant="secondary" className="self-center" onClick={onClick}>
      Show more ({hidden} older)
    </Button>
  );
}
