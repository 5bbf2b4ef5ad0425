(function () {
  var config = {};
  try {
    config = JSON.parse(localStorage.getItem('atrium.config') || '{}') || {};
  } catch {
    config = {};
  }
  var themes = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'];
  var theme = themes.indexOf(config.theme) >= 0 ? config.theme : 'default';
  // The theme built in the theme studio: its stylesheet is stored beside it, adopted here so the first
  // paint already wears it (a constructed sheet: the page's policy refuses inline <style>; without a stored
  // one, or a browser without constructed sheets, the default theme shows).
  if (config.theme === 'custom') {
    try {
      var custom = JSON.parse(localStorage.getItem('atrium.customTheme') || 'null');
      if (custom && typeof custom.css === 'string' && 'adoptedStyleSheets' in document) {
        var sheet = new CSSStyleSheet();
        sheet.replaceSync(custom.css);
        document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
        theme = 'custom';
      }
    } catch {
      theme = 'default';
    }
  }
  var setting = config.scheme === 'dark' || config.scheme === 'auto' ? config.scheme : 'light';
  var dark = setting === 'dark' || (setting === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  var scheme = dark ? 'dark' : 'light';
  var root = document.documentElement;
  root.classList.add('atrium-' + theme + '-' + scheme, scheme);
  root.setAttribute('data-theme', theme);
  root.setAttribute('data-scheme', scheme);
  root.style.colorScheme = scheme;
  var language = null;
  try {
    language = localStorage.getItem('atrium.language');
  } catch {
    language = null;
  }
  if (language === 'en' || language === 'es') root.lang = language;
  // A stored session opens the signed-in frame: its chunks (listed by the build) are fetched while the entry
  // loads instead of after it has run; once the page has been parsed, so that they queue behind the entry,
  // its stylesheets, strings and font rather than before them.
  setTimeout(function () {
    try {
      var list = localStorage.getItem('atrium.accessToken') && document.getElementById('atrium-session-preload');
      var files = list ? JSON.parse(list.textContent || '[]') : [];
      for (var i = 0; i < files.length; i += 1) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = files[i];
        document.head.appendChild(link);
      }
    } catch {
      // Nothing preloaded: the chunks load when the app asks for them.
    }
  }, 0);
})();
