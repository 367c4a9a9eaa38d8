import { clipAbout } from '@/features/clip/about';
import { gptsAbout } from '@/features/gpts/about';
import { imageAbout } from '@/features/image/about';
import { musicAbout } from '@/features/music/about';
import { pikbAbout } from '@/features/pikb/about';
import { pixaAbout } from '@/features/pixa/about';
import { videoAbout } from '@/features/video/about';
import type { GeneratorAbout } from '@/jobs/generator';

/**
 * Every generator as the shell knows it before any generator code loads: navigation, page
 * headings and the painted shell come from here. A new generator is one line here, in navigation
 * order; `registry.ts` finds its module in its folder (decision 025).
 */
export const generatorAbouts: readonly GeneratorAbout[] = [
  videoAbout,
  clipAbout,
  pixaAbout,
  imageAbout,
  musicAbout,
  pikbAbout,
  gptsAbout,
];

/** The route's generator, or the first one for an unknown route (as the studio opens on `/`). */
export function aboutFor(path: string): GeneratorAbout | undefined {
  return generatorAbouts.find((g) => g.path === path) ?? generatorAbouts[0];
}
