// The painted shell (scripts/prerender-shell.ts) is the studio as React first draws it for a first
// visit: English, the demo gateway, and the route in the URL. This picks the route's shell, and
// leaves the page blank instead where the visit is not such a one (another language chosen, a
// gateway set), so what shows before the JavaScript never differs from what React then draws.
// A file, not an inline script: the Content-Security-Policy forbids inline ones.
(function () {
  var root = document.getElementById('root');
  if (!root || !root.hasAttribute('data-shell')) return;
  var fits = true;
  try {
    // Keys and rules as src/i18n (locales.ts, i18n.ts) and src/gateway/settings.ts keep them.
    var stored = localStorage.getItem('media-studio.language');
    if (stored !== null && stored !== 'en') fits = stored !== 'zh' ? matchEnglish() : false;
    else if (stored === null) fits = matchEnglish();
    var settings = localStorage.getItem('media-studio.settings.v1');
    if (settings !== null && /"gatewayUrl"\s*:\s*"[^"]/.test(settings)) fits = false;
    if (localStorage.getItem('media-studio.profiles.v1') !== null) fits = false;
  } catch (e) {
    fits = false;
  }
  function matchEnglish() {
    var preferred = navigator.languages || [navigator.language || ''];
    for (var i = 0; i < preferred.length; i++) {
      var base = String(preferred[i]).toLowerCase().split('-')[0];
      if (base === 'zh') return false;
      if (base === 'en') return true;
    }
    return true;
  }
  var route = (location.hash.replace(/^#\/?/, '').split(/[/?]/)[0] || root.getAttribute('data-shell'));
  if (fits && route !== root.getAttribute('data-shell')) {
    var template = document.querySelector('template[data-shell-route="' + route.replace(/[^\w-]/g, '') + '"]');
    if (template) root.replaceChildren(template.content.cloneNode(true));
    else fits = false;
  }
  if (!fits) root.replaceChildren();
})();
