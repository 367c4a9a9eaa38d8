// Named imports, one per icon: the bundle keeps only these (never `import * as`).
import {
  Bot,
  Clapperboard,
  Film,
  Images,
  MonitorPlay,
  Projector,
  Music,
  Settings,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

/**
 * One icon per page, by its route, shared by the navigation and the page headers so a page looks
 * the same wherever it is named. Kept here rather than in each generator module: the icon is the
 * shell's presentation, and a generator without one still gets a neutral mark.
 */
export const pageIcons: Readonly<Record<string, LucideIcon>> = {
  video: Clapperboard,
  clip: Film,
  pixa: Sparkles,
  music: Music,
  pikb: MonitorPlay,
  gpts: Bot,
  library: Images,
  storyboard: Projector,
  settings: Settings,
};

export const fallbackIcon: LucideIcon = Sparkles;
