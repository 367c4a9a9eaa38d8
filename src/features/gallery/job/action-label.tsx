import {
  CirclePause,
  CirclePlay,
  Columns2,
  Download,
  GitBranch,
  Link,
  RefreshCw,
  RotateCcw,
  Sparkles,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import type { JobAction, JobActionIconName } from '@/jobs/job-view';

/** The job view's icon names, drawn with lucide-react (the names are lucide's own). */
const icons: Record<JobActionIconName, LucideIcon> = {
  'refresh-cw': RefreshCw,
  'rotate-ccw': RotateCcw,
  link: Link,
  download: Download,
  trash: Trash2,
  'circle-pause': CirclePause,
  'circle-play': CirclePlay,
  sparkles: Sparkles,
  'git-branch': GitBranch,
  'columns-2': Columns2,
};

/** A button's content for an action the job view offers: its icon (hidden) and its label. */
export function ActionLabel({ action, busy }: { action: JobAction; busy?: LucideIcon }) {
  const Icon = busy ?? icons[action.icon];
  return (
    <>
      <Icon
        aria-hidden="true"
        focusable="false"
        className={busy === undefined ? 'size-4' : 'size-4 animate-spin'}
      />
      {action.label}
    </>
  );
}
