import type { DemoRoute } from '../http';
import { accountRoutes } from './account';
import { clipRoutes } from './clip';
import { gptsRoutes } from './gpts';
import { pikbRoutes } from './pikb';
import { pixaRoutes } from './pixa';
import { tuneRoutes } from './tune';
import { tuneUploadRoutes } from './tune-upload';
import { videoRoutes } from './video';

/** One line per generator. */
export const demoRoutes: readonly DemoRoute[] = [
  ...videoRoutes,
  ...clipRoutes,
  ...pixaRoutes,
  ...pikbRoutes,
  ...tuneRoutes,
  ...tuneUploadRoutes,
  ...gptsRoutes,
  ...accountRoutes,
];
