import type { Language } from '@domain/constants';
import type { Amount } from '@domain/product-details-logistics';
import { dateFormatter, packageTypeName, statusName, translatorFor, type Translate } from './export-labels';
import { escapeHtml } from './print-html';
import { PRINT_CSS } from './print-style';
import type { WawiPassport } from './passport-wawi';

const amount = (value: Amount | null) => (value === null ? '—' : `${value.value} ${value.unit}`.trim());

/** A table of text cells, every cell escaped. */
function grid(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const th = head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<table class="grid"><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

function articleHtml(tr: Translate, passport: WawiPassport, date: (iso: string) => string): string {
  const { product } = passport;
  const rows: [string, string][] = [
    [tr('productExport.fields.gtin'), product.gtin ?? '—'],
    [tr('productExport.fields.nameToShow'), product.name_to_show],
    [tr('productExport.fields.name'), product.name],
    [tr('productExport.fields.producer'), product.producer ?? '—'],
    [tr('productExport.fields.brand'), product.brand ?? '—'],
    [tr('productExport.fields.subBrand'), product.sub_brand ?? '—'],
    [tr('productExport.fields.category'), product.categories.join(', ') || '—'],
    [tr('productExport.fields.status'), statusName(tr, product.status)],
    [
      tr('productExport.fields.salesStatus'),
      tr(product.sales_status === 0 ? 'productExport.values.withdrawn' : 'productExport.values.available'),
    ],
    [tr('productPassport.supplier'), product.supplier_company],
    [tr('productExport.fields.id'), String(product.id)],
    [tr('productExport.fields.updated'), date(product.updated_at)],
  ];
  const body = rows
    .map(
      ([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table class="kv"><tbody>${body}</tbody></table>`;
}

function networksHtml(tr: Translate, passport: WawiPassport): string {
  if (passport.networks.length === 0)
    return `<p class="empty">${escapeHtml(tr('productPassport.noNetworks'))}</p>`;
  return grid(
    [tr('productExport.columns.network'), tr('productPassport.articleNumber')],
    passport.networks.map((row) => [row.name, row.product_number || '—']),
  );
}

function packagesHtml(tr: Translate, passport: WawiPassport, networkName: (code: string) => string): string {
  if (passport.packages.length === 0)
    return `<p class="empty">${escapeHtml(tr('productExport.print.noPackages'))}</p>`;
  const head = ['package', 'eans', 'units', 'dimensions', 'volume', 'netWeight', 'grossWeight'].map((key) =>
    tr(`productExport.columns.${key}`),
  );
  return grid(
    head,
    passport.packages.map((pack) => [
      packageTypeName(tr, pack.package_type) +
        (pack.network_codes.length > 0
          ? ` (${tr('productExport.values.networkStructure', { codes: pack.network_codes.map(networkName).join(', ') })})`
          : ''),
      pack.eans.join(', ') || '—',
      pack.units ?? '—',
      amount(pack.dimensions),
      amount(pack.volume),
      amount(pack.net_weight),
      amount(pack.gross_weight),
    ]),
  );
}

/**
 * §2 get-passport-wawi as a page (docs/decisions/0044): one printable A4 sheet in the user's language with
 * the article, its numbers per network and its logistic units, and a link to the same data as JSON. Every
 * text is escaped; the page runs no script and loads nothing (the print pages' CSP).
 */
export function passportPage(passport: WawiPassport, language: Language, jsonHref: string): string {
  const tr = translatorFor(language);
  const date = dateFormatter(language);
  const name = passport.product.name_to_show || passport.product.name;
  const names = new Map(passport.networks.map((network) => [network.code, network.name]));
  const networkName = (code: string) => names.get(code) ?? code;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${tr('productPassport.title')} – ${name}`)}</title>
<style>${PRINT_CSS}</style>
</head>
<body>
<p class="hint">${escapeHtml(tr('productPassport.hint'))} <a href="${escapeHtml(jsonHref)}">${escapeHtml(tr('productPassport.json'))}</a></p>
<header>
<p class="kicker">${escapeHtml(tr('productPassport.title'))}</p>
<h1>${escapeHtml(name)}</h1>
<p class="meta">${escapeHtml([passport.product.gtin ? `GTIN ${passport.product.gtin}` : '', passport.product.supplier_company].filter((part) => part !== '').join(' · '))}</p>
</header>
<section><h2>${escapeHtml(tr('productPassport.article'))}</h2>${articleHtml(tr, passport, date)}</section>
<section><h2>${escapeHtml(tr('productPassport.networks'))}</h2>${networksHtml(tr, passport)}</section>
<section><h2>${escapeHtml(tr('productPassport.packages'))}</h2>${packagesHtml(tr, passport, networkName)}</section>
<footer>${escapeHtml(tr('productPassport.generatedAt', { date: date(passport.generated_at), format: `${passport.format} v${passport.version}` }))}</footer>
</body>
</html>
`;
}
