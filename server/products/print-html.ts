import type { Language } from '@domain/constants';
import {
  detailsSections,
  filterAttributes,
  NO_ATTRIBUTE_FILTERS,
  type AttributeFilters,
} from '@domain/product-details';
import type { DetailsCard } from '@domain/product-details-card';
import { availabilityRows, logisticsSummary, type Amount } from '@domain/product-details-logistics';
import { displayValue, type DisplayValue } from '@domain/product-details-values';
import {
  dateFormatter,
  identifyRows,
  packageTypeName,
  statusName,
  translatorFor,
  yesNo,
  type Translate,
} from './export-labels';
import { PRINT_CSS } from './print-style';

/** §7 print links: the whole card, only filled-in attributes, or without network (private) attributes. */
export const PRINT_VARIANTS = ['all', 'filled', 'skipNetwork'] as const;
export type PrintVariant = (typeof PRINT_VARIANTS)[number];

const FILTERS: Record<PrintVariant, AttributeFilters> = {
  all: NO_ATTRIBUTE_FILTERS,
  filled: { onlyFilled: true, onlyOwn: false },
  skipNetwork: { onlyFilled: false, onlyOwn: true },
};
const VARIANT_KEY: Record<PrintVariant, string> = {
  all: 'productExport.print.variantAll',
  filled: 'productExport.print.variantFilled',
  skipNetwork: 'productExport.print.variantSkipNetwork',
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text as HTML text: every character that could open markup or leave an attribute is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function valueHtml(tr: Translate, value: DisplayValue): string {
  switch (value.kind) {
    case 'empty':
      return '<span class="empty">—</span>';
    case 'text':
      return `${escapeHtml(value.text)}${value.unit ? ` <span class="unit">${escapeHtml(value.unit)}</span>` : ''}`;
    case 'boolean':
      return escapeHtml(
        value.text === null ? yesNo(tr, value.value) : `${yesNo(tr, value.value)}: ${value.text}`,
      );
    case 'html':
      // Sanitised with DOMPurify when the card was loaded (loadExportCard); the page's CSP runs no script.
      return `<div class="rich">${value.html}</div>`;
    case 'list':
      return value.items.map(escapeHtml).join('; ');
    case 'file':
      return escapeHtml(value.name);
  }
}

function table(head: readonly string[], rows: readonly (readonly string[])[], className = ''): string {
  const th = head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<table class="${className}"><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

const amount = (value: Amount | null) => (value === null ? '—' : `${value.value} ${value.unit}`.trim());

function attributesHtml(tr: Translate, card: DetailsCard, variant: PrintVariant, language: Language): string {
  const sections = detailsSections(card.sections, filterAttributes(card.attributes, FILTERS[variant]));
  if (sections.length === 0)
    return `<p class="empty">${escapeHtml(tr('productExport.print.noAttributes'))}</p>`;
  return sections
    .map((section) => {
      const rows = section.blocks
        .map((block) => {
          const group =
            block.group === null
              ? ''
              : `<tr class="group"><th colspan="2">${escapeHtml(block.group)}</th></tr>`;
          const lines = block.attributes.map((attribute) => {
            const network = attribute.private_network_code ?? null;
            const mark =
              network === null
                ? ''
                : ` <span class="net">${escapeHtml(tr('productExport.print.networkAttribute', { network: card.networkNames[network] ?? network }))}</span>`;
            return `<tr><th scope="row">${escapeHtml(attribute.name)}${mark}</th><td>${valueHtml(tr, displayValue(attribute, language))}</td></tr>`;
          });
          return group + lines.join('');
        })
        .join('');
      return `<section><h2>${escapeHtml(section.name)}</h2><table class="kv"><tbody>${rows}</tbody></table></section>`;
    })
    .join('');
}

function logisticsHtml(tr: Translate, card: DetailsCard): string {
  const rows = logisticsSummary(card.structures, (uuid) => card.unitNames[uuid] ?? null);
  if (rows.length === 0) return `<p class="empty">${escapeHtml(tr('productExport.print.noPackages'))}</p>`;
  const head = ['package', 'eans', 'units', 'dimensions', 'volume', 'netWeight', 'grossWeight'].map((key) =>
    tr(`productExport.columns.${key}`),
  );
  return table(
    head,
    rows.map((row) => [
      packageTypeName(tr, row.packageType) +
        (row.networkCodes.length > 0
          ? ` (${tr('productExport.values.networkStructure', { codes: row.networkCodes.map((code) => card.networkNames[code] ?? code).join(', ') })})`
          : ''),
      row.eans.join(', ') || '—',
      row.units ?? '—',
      amount(row.dimensions),
      amount(row.volume),
      amount(row.netWeight),
      amount(row.grossWeight),
    ]),
    'grid',
  );
}

function availabilityHtml(tr: Translate, card: DetailsCard): string {
  const rows = availabilityRows(card.availability.availability, card.networkNames);
  if (rows.length === 0) return `<p class="empty">${escapeHtml(tr('productExport.print.noNetworks'))}</p>`;
  return table(
    [
      tr('productExport.columns.network'),
      tr('productExport.columns.visible'),
      tr('productExport.columns.productNumber'),
    ],
    rows.map((row) => [row.name, yesNo(tr, row.visible), row.productNumber || '—']),
    'grid',
  );
}

function mediaHtml(tr: Translate, card: DetailsCard): string {
  if (card.media.length === 0) return '';
  const items = card.media
    .map((file) => {
      const type = [1, 2, 3, 4, 5, 6].includes(file.type)
        ? tr(`media.types.${file.type}`)
        : String(file.type);
      const picture = file.isImage ? `<img src="${escapeHtml(file.url)}" alt="">` : '';
      return `<li>${picture}<span>${escapeHtml(type)}: ${escapeHtml(file.filename)}</span></li>`;
    })
    .join('');
  return `<section><h2>${escapeHtml(tr('productExport.print.media'))}</h2><ul class="media">${items}</ul></section>`;
}

/**
 * §7 print, print_filled, print-skip-network-attributes: the card as one self-contained, printable HTML
 * page in the user's language. Every text is escaped; rich text comes sanitised; no script, no outside
 * resources (the route's CSP allows only inline style and the card's own images).
 */
export function printPage(card: DetailsCard, variant: PrintVariant, language: Language, now: Date): string {
  const tr = translatorFor(language);
  const date = dateFormatter(language);
  const name = card.nameToShow || card.name;
  const meta = [card.gtin ? `GTIN ${card.gtin}` : '', statusName(tr, card.status), card.companyName]
    .filter((part) => part !== '')
    .join(' · ');
  const identify = `<table class="kv"><tbody>${identifyRows(tr, card, date)
    .map(
      ([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</tbody></table>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${tr('productExport.print.title')} – ${name}`)}</title>
<style>${PRINT_CSS}</style>
</head>
<body>
<p class="hint">${escapeHtml(tr('productExport.print.hint'))}</p>
<header>
<p class="kicker">${escapeHtml(`${tr('productExport.print.title')} · ${tr(VARIANT_KEY[variant])}`)}</p>
<h1>${escapeHtml(name)}</h1>
<p class="meta">${escapeHtml(meta)}</p>
</header>
<section><h2>${escapeHtml(tr('productExport.print.identify'))}</h2>${identify}</section>
${mediaHtml(tr, card)}
${attributesHtml(tr, card, variant, language)}
<section><h2>${escapeHtml(tr('productExport.print.logistics'))}</h2>${logisticsHtml(tr, card)}</section>
<section><h2>${escapeHtml(tr('productExport.print.availability'))}</h2>${availabilityHtml(tr, card)}</section>
<footer>${escapeHtml(tr('productExport.print.printedAt', { date: date(now.toISOString()) }))}</footer>
</body>
</html>
`;
}
