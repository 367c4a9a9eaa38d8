import type { LucideIcon } from 'lucide-react';
import type { JobAction } from '@/jobs/job-view';
import { ActionIcon } from '@/jobs/ui/action-icon';

/** A button's content for an action the job view offers: its icon (hidden) and its label. */
export function ActionLabel({ action, busy }: { action: JobAction; busy?: LucideIcon }) {
  return (
    <>
      <ActionIcon name={action.icon} busy={busy} />
      {action.label}
    </>
  );
}
