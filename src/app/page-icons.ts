// Named imports, one per icon: the bundle keeps only these (never `import * as`).
import { Images, Projector, Settings, Sparkles, type LucideIcon } from 'lucide-react';

/**
 * The shell's own pages' icons, by route; a generator's is in its about (`GeneratorAbout.icon`),
 * so a page looks the same wherever it is named.
 */
export const pageIcons: Readonly<Record<string, LucideIcon>> = {
  library: Images,
  storyboard: Projector,
  settings: Settings,
};

export const fallbackIcon: LucideIcon = Sparkles;
