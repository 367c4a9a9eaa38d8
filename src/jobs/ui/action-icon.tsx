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
import type { JobActionIconName } from '@/jobs/job-view';

/** The job view's icon names, drawn with lucide-react (the names are lucide's own). */
const actionIcons: Record<JobActionIconName, LucideIcon> = {
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

/**
 * An action's icon beside its label, hidden from assistive technology (the label names the
 * button): every action of a result's row has one, so a row never mixes buttons with and without.
 */
export function ActionIcon({ name, busy }: { name: JobActionIconName; busy?: LucideIcon }) {
  const Icon = busy ?? actionIcons[name];
  return (
    <Icon
      aria-hidden="true"
      focusable="false"
      className={busy === undefined ? 'size-4' : 'size-4 animate-spin'}
    />
  );
}
