/**
 * The studio's generators as the app hands them down, for a feature's tests that render a part the
 * app gives them to (Settings → Advanced's assumed paths, the image inputs a result hands on to).
 * Tests only: a feature's own code gets them from the app, never from here (decision 025).
 */
export { assumedPaths, imageInputs } from '@/app/registry';
