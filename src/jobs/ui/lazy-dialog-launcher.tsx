import type { LucideIcon } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A button that opens a dialog fetched on first use (a lazy component: its code and libraries
 * stay out of the page until asked for), with a status line beside it for what the dialog set
 * going. The dialog is mounted from the first click on and stays mounted, so closing it keeps
 * its transition and its state (the owner keys it to start afresh).
 */
export function LazyDialogLauncher({
  icon: Icon,
  label,
  said,
  dialog,
}: {
  icon: LucideIcon;
  label: string;
  said: string | null;
  dialog: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <Icon aria-hidden="true" focusable="false" className="size-4" />
          {label}
        </Button>
      </div>
      <p role="status" className="text-sm text-muted empty:hidden">
        {said}
      </p>
      {used ? <Suspense fallback={null}>{dialog(open, () => setOpen(false))}</Suspense> : null}
    </div>
  );
}
