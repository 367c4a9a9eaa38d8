import { lazy, Suspense, useState } from 'react';
import { useShortcuts } from '@/lib/use-shortcuts';

/** The sheet's code, fetched the first time `?` is pressed (issue 57). */
const ShortcutSheetDialog = lazy(() =>
  import('./shortcut-sheet-dialog').then((m) => ({ default: m.ShortcutSheetDialog })),
);

/**
 * The sheet `?` opens from anywhere (`shortcut-sheet-dialog.tsx`). Mounted from the first press
 * on, so closing keeps the dialog's own closing.
 */
export function ShortcutSheet() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useShortcuts({
    help: () => {
      // Over an open result too: Escape closes the sheet and leaves the result open.
      if (open) return false;
      setUsed(true);
      setOpen(true);
    },
  });
  return used ? (
    <Suspense fallback={null}>
      <ShortcutSheetDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
