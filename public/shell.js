// The painted shell (scripts/prerender-shell.ts) is the studio as React first draws it for a first
// visit: English, the demo gateway, and the route in the URL. This picks the route's shell, and
// leaves the page blank instead where the visit is not such a one (another language chosen, a
// gateway set), so what shows before the JavaScript never differs from what React then draws.
// A file, not an inline script: the Content-Security-Policy forbids inline ones.
(function () {
  var root = document.getElementById('root');
  if (!root || !root.hasAttribute('data-shell')) return;
  var home = root.getAttribute('data-shell');
  // Each route's and each language's files, as the build wrote them (scripts/route-modules.ts).
  var modules = readModules();
  // The language the studio will start in: the shell is English, and this one's messages are preloaded.
  var language = 'en';
  var fits = modules !== null;
  try {
    // Keys and rules as src/i18n (locales.ts, i18n.ts) and src/gateway/settings.ts keep them.
    if (modules !== null) language = startLanguage(modules.languages);
    if (language !== 'en') fits = false;
    var settings = localStorage.getItem('media-studio.settings.v1');
    if (settings !== null && /"gatewayUrl"\s*:\s*"[^"]/.test(settings)) fits = false;
    if (localStorage.getItem('media-studio.profiles.v1') !== null) fits = false;
    // A synced library names itself in the Library's heading (src/jobs/sync/sync-config.ts).
    if (localStorage.getItem('media-studio.sync.v1') !== null) fits = false;
    // A deployment's config.json, as the last visit found it, is what React starts from.
    if (localStorage.getItem('media-studio.deployment.v1') !== null) fits = false;
  } catch (e) {
    fits = false;
  }
  var route = location.hash.replace(/^#\/?/, '').split(/[/?]/)[0] || home;
  if (fits && route !== home) {
    // Only <main> and the current navigation link differ between routes (the build checks it).
    route = route.replace(/[^\w-]/g, '');
    var template = document.querySelector('template[data-shell-route="' + route + '"]');
    var main = root.querySelector('main');
    var link = root.querySelector('nav a[href="#/' + route + '"]');
    if (template && main && link) {
      main.replaceChildren(template.content.cloneNode(true));
      var current = root.querySelectorAll('[aria-current="page"]');
      for (var j = 0; j < current.length; j++) current[j].removeAttribute('aria-current');
      link.setAttribute('aria-current', 'page');
    } else fits = false;
  }
  // Shown from now on (src/index.css hides the shell until this has run); an empty root is React's.
  if (fits) root.setAttribute('data-shell-ready', '');
  else {
    root.replaceChildren();
    root.removeAttribute('data-shell');
  }
  // After the first frame is on screen, not before it: asked for before the paint, Lighthouse's
  // simulation counted the 300 KB as what the first content waited for (LCP 1.0 → 3.3 s, performance
  // 100 → 93), though the paint needed none of it. The second frame's callback runs once the first
  // has been presented; the timer covers a page that draws no frames (a tab in the background).
  var asked = false;
  function ask() {
    if (asked) return;
    asked = true;
    askConfig();
    preload(route, language);
  }
  requestAnimationFrame(function () {
    requestAnimationFrame(function () {
      setTimeout(ask, 0);
    });
  });
  setTimeout(ask, 500);

  // The deployment's config.json, asked for now beside the route's files: every page body waits for
  // it (src/app/after-config.tsx), and asked for once the start chunk has run it came a phone's
  // round trip after everything else (issue 57). src/main.tsx takes the answer, or asks itself if
  // it ran first ('taken'); the same request as its own, so a host's answer means the same.
  function askConfig() {
    try {
      if (window.__mediaStudioConfig === undefined && typeof fetch === 'function')
        window.__mediaStudioConfig = fetch('./config.json', { cache: 'no-store' });
    } catch (e) {
      // No fetch here: src/main.tsx asks, as it did before.
    }
  }

  function readModules() {
    var meta = document.querySelector('meta[name="route-modules"]');
    try {
      var found = JSON.parse((meta && meta.getAttribute('content')) || 'null');
      return found && found.routes && found.languages ? found : null;
    } catch (e) {
      return null;
    }
  }

  // The route's JavaScript and the language's messages are asked for right after the first paint,
  // beside the start chunk, instead of once that chunk has arrived and run: on a phone's network
  // that was a whole round trip and the start's run later (issue 57).
  function preload(name, words) {
    if (modules === null) return;
    var own = Object.prototype.hasOwnProperty;
    // An unknown route opens on the first page, as the studio does.
    var page = own.call(modules.routes, name) ? modules.routes[name] : modules.routes[home] || [];
    var files = page.concat(modules.languages[words] || []);
    for (var i = 0; i < files.length; i++) {
      if (typeof files[i] !== 'string' || !/^assets\/[\w.-]+\.js$/.test(files[i])) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.setAttribute('fetchpriority', 'low');
      link.href = './' + files[i];
      document.head.appendChild(link);
    }
  }

  // As src/i18n/locales.ts picks it from the languages the build has catalogs for: a stored choice
  // it speaks, else the first of the browser's languages it speaks (the whole tag, then its
  // language part), else English.
  function startLanguage(known) {
    var codes = Object.keys(known);
    var stored = localStorage.getItem('media-studio.language');
    if (stored !== null && codes.indexOf(stored) >= 0) return stored;
    var preferred = navigator.languages || [navigator.language || ''];
    for (var i = 0; i < preferred.length; i++) {
      var tag = String(preferred[i]).toLowerCase();
      for (var j = 0; j < codes.length; j++) if (codes[j].toLowerCase() === tag) return codes[j];
      for (var k = 0; k < codes.length; k++)
        if (codes[k].toLowerCase() === tag.split('-')[0]) return codes[k];
    }
    return 'en';
  }
})();
