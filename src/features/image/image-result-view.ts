import { lazyView } from '@/jobs/lazy-view';

/**
 * Image's result view, fetched when a card first shows it (jobs/lazy-view.ts): one for both kinds
 * that show pictures this way, a text-to-image job and a picture edit.
 */
export const ImageResultView = lazyView(() => import('./image-result').then((m) => m.ImageResult));
