import type { DemoRoute } from '../http';
import { accountRoutes } from './account';
import { clipRoutes } from './clip';
import { gptsRoutes } from './gpts';
import { imageRoutes } from './image';
import { imageUploadRoutes } from './image-upload';
import { pikbRoutes } from './pikb';
import { pixaRoutes } from './pixa';
import { tuneRoutes } from './tune';
import { tuneRestyleRoutes } from './tune-restyle';
import { tuneTimingRoutes } from './tune-timing';
import { tuneUploadRoutes } from './tune-upload';
import { videoRoutes } from './video';

/** One line per generator. */
export const demoRoutes: readonly DemoRoute[] = [
  ...videoRoutes,
  ...clipRoutes,
  ...pixaRoutes,
  ...pikbRoutes,
  ...tuneRoutes,
  ...tuneRestyleRoutes,
  ...tuneTimingRoutes,
  ...tuneUploadRoutes,
  ...gptsRoutes,
  ...imageRoutes,
  ...imageUploadRoutes,
  ...accountRoutes,
];
