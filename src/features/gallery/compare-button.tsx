import { Columns2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { CompareItem } from './compare-link';
import { openCompare } from './compare-route';

/** "Compare": for a selection of exactly two results; disabled otherwise. */
export function CompareButton({
  ids,
  ...props
}: { ids: readonly (CompareItem | string)[] } & Omit<ButtonProps, 'onClick' | 'children'>) {
  return (
    <Button variant="secondary" disabled={ids.length !== 2} onClick={() => openCompare(ids)} {...props}>
      <Columns2 aria-hidden="true" focusable="false" className="size-4" />
      Compare
    </Button>
  );
}
