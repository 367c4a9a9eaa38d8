import type { DemoRoute } from '../http';
import { videoRoutes } from './video';

/** One line per generator. */
export const demoRoutes: readonly DemoRoute[] = [...videoRoutes];
