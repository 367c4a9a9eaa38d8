/**
 * The messages the painted shell and the first render need (the frame, navigation, page headings,
 * skeletons, the error fallback): English ships these in the start-up bundle and the rest in a
 * chunk the studio's lazy parts wait for (src/app/query-provider.tsx). Read by the catalog compiler
 * at build time too, so the two halves always cover the whole catalog exactly once.
 */
const shellPrefixes = ['app.', 'nav.', 'language.', 'format.'];
const shellKeys = new Set([
  'gallery.title',
  'gallery.intro',
  'gallery.introSynced',
  'gallery.loading',
  'settings.description',
  'job.action.tryAgain',
  'common.close',
]);
/**
 * A generator's name, description and navigation tagline head its page and its navigation line
 * before its code arrives (each in its folder's messages).
 */
const generatorHeading = /^[a-z]+\.(label|description|tagline)$/;

export function isShellKey(key: string): boolean {
  return (
    shellKeys.has(key) ||
    generatorHeading.test(key) ||
    shellPrefixes.some((prefix) => key.startsWith(prefix))
  );
}
