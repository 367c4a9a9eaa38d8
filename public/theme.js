// The theme chosen in the studio (src/lib/theme.ts, key "media-studio.theme"), applied before the
// first paint. A file, not an inline script: the Content-Security-Policy forbids inline ones.
try {
  var theme = window.localStorage.getItem('media-studio.theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.classList.add(theme);
} catch (e) {
  // Storage refused: the system's theme shows.
}
