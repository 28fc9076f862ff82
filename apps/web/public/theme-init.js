// Applies the saved theme (localStorage 'ikigai-theme') before the page paints: no flash of the wrong theme.
(function () {
  try {
    var theme = localStorage.getItem('ikigai-theme') || 'light';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    var language = localStorage.getItem('app-language');
    if (language === 'fr' || language === 'en') document.documentElement.lang = language;
  } catch {
    // Storage unavailable (private mode): the light theme stays.
  }
})();
