// Runs before the app (a classic script, so also in browsers too old for it): the page config the server
// put in the page as a JSON data block (no inline script, for the Content-Security-Policy), and §2 the
// outdated browser notice: very old browsers expose document.documentMode and cannot run the app.
(function () {
  var block = document.getElementById('page-config');
  if (block && window.JSON) {
    try {
      window.__PAGE_CONFIG__ = JSON.parse(block.textContent || block.innerHTML);
    } catch (error) {
      // A broken config is left to the app, which then asks the server for it. (`catch {` without a
      // binding is a syntax error in the very browsers this script is for.)
      void error;
    }
  }
  if (!document.documentMode) return;
  var texts = {
    pl: [
      'Przeglądarka nie jest obsługiwana',
      'Twoja przeglądarka nie jest już wspierana i jest niebezpieczna. Zainstaluj aktualną wersję Chrome, Firefox, Edge lub Safari.',
    ],
    ro: [
      'Browserul nu este acceptat',
      'Browserul dumneavoastră nu mai este acceptat și nu este sigur. Instalați o versiune actuală de Chrome, Firefox, Edge sau Safari.',
    ],
    de: [
      'Browser nicht unterstützt',
      'Ihr Browser wird nicht mehr unterstützt und ist unsicher. Bitte installieren Sie eine aktuelle Version von Chrome, Firefox, Edge oder Safari.',
    ],
  };
  var config = window.__PAGE_CONFIG__ || {};
  var t = texts[config.language] || texts.pl;
  document.write(
    '<div style="font-family:Arial,sans-serif;max-width:560px;margin:80px auto;padding:32px;border:1px solid #cbd5e1;border-top:4px solid #0d9488;background:#fff"><h1 style="font-size:22px;color:#0f172a">' +
      t[0] +
      '</h1><p style="color:#334155">' +
      t[1] +
      '</p></div>',
  );
  window.__OUTDATED_BROWSER__ = true;
})();
