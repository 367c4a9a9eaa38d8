import { Columns2 } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { CompareItem } from './compare-link';
import { openCompare } from './compare-route';
import { useT } from '@/i18n/use-t';

/** "Compare": for a selection of exactly two results; disabled otherwise. */
export function CompareButton({
  ids,
  ...props
}: { ids: readonly (CompareItem | string)[] } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const t = useT();
  return (
    <Button
      variant="secondary"
      disabled={ids.length !== 2}
      onClick={() => openCompare(ids)}
      {...props}
    >
      <Columns2 aria-hidden="true" focusable="false" className="size-4" />
      {t('gallery.compare.button')}
    </Button>
  );
}
