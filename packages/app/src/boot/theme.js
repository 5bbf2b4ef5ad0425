(function () {
  var config = {};
  try {
    config = JSON.parse(localStorage.getItem('atrium.config') || '{}') || {};
  } catch {
    config = {};
  }
  var themes = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'];
  var theme = themes.indexOf(config.theme) >= 0 ? config.theme : 'default';
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
})();
