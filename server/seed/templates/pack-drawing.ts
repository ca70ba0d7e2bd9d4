import type { PackShape } from './card-template';

/** The photo's side in pixels: §5 asks for at least 1200 × 1200 px, so the demo photos raise no warning. */
export const PHOTO_SIDE = 1200;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a text into at most `most` lines of about `width` characters for the label. */
function lines(text: string, width: number, most = 3): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out[out.length - 1];
    if (last !== undefined && last.length + word.length + 1 <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, most);
}

/** The pack's outline, drawn in its colour around the label area (a 1200 × 1200 canvas). */
const OUTLINE: Record<PackShape, (colour: string) => string> = {
  bottle: (c) => `
    <rect x="530" y="90" width="140" height="70" rx="12" fill="#1f2937"/>
    <path d="M545 160 h110 v120 q0 60 90 130 q50 40 50 110 v520 q0 60 -60 60 h-280 q-60 0 -60 -60 v-520
      q0 -70 50 -110 q90 -70 90 -130 z" fill="${c}"/>`,
  carton: (c) => `
    <path d="M370 300 l230 -170 l230 170 z" fill="${c}" opacity="0.8"/>
    <rect x="560" y="90" width="80" height="60" rx="10" fill="#f8fafc" stroke="#94a3b8" stroke-width="6"/>
    <rect x="370" y="300" width="460" height="800" rx="10" fill="${c}"/>`,
  cup: (c) => `
    <ellipse cx="600" cy="330" rx="330" ry="50" fill="#e2e8f0" stroke="#94a3b8" stroke-width="6"/>
    <path d="M270 340 h660 l-70 660 q-5 40 -45 40 h-430 q-40 0 -45 -40 z" fill="${c}"/>`,
  block: (c) => `
    <rect x="170" y="480" width="860" height="600" rx="60" fill="${c}"/>
    <path d="M170 570 q430 -90 860 0" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.5"/>`,
  can: (c) => `
    <rect x="390" y="180" width="420" height="860" rx="40" fill="${c}"/>
    <ellipse cx="600" cy="185" rx="210" ry="40" fill="#cbd5e1" stroke="#64748b" stroke-width="6"/>
    <ellipse cx="600" cy="1035" rx="210" ry="35" fill="#94a3b8"/>`,
};

/** Where the label sits on each pack and how many characters fit a line of it. */
const LABEL: Record<PackShape, { x: number; y: number; width: number; height: number; chars: number }> = {
  bottle: { x: 385, y: 560, width: 430, height: 380, chars: 14 },
  carton: { x: 400, y: 480, width: 400, height: 420, chars: 13 },
  cup: { x: 330, y: 480, width: 540, height: 380, chars: 18 },
  block: { x: 250, y: 620, width: 700, height: 380, chars: 24 },
  can: { x: 410, y: 470, width: 380, height: 400, chars: 12 },
};

/**
 * A product photo as a designer's mock-up would show it: the pack of the category on a white cut-out
 * background (§5), its brand, name and net content on the label.
 */
export function packDrawing(shape: PackShape, colour: string, brand: string, name: string, size: string) {
  const label = LABEL[shape];
  const nameLines = lines(name, label.chars, 4);
  // A bold glyph is about 0.62 of its size wide: a long brand is set smaller to stay on the label.
  const brandPx = Math.min(52, Math.floor((label.width - 40) / (brand.length * 0.62)));
  const centre = label.x + label.width / 2;
  const text = (y: number, content: string, sizePx: number, weight: number, fill: string) =>
    `<text x="${centre}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${sizePx}"
      font-weight="${weight}" fill="${fill}" text-anchor="middle">${escape(content)}</text>`;
  const brandY = label.y + 70;
  const nameY = brandY + 80;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIDE}" height="${PHOTO_SIDE}" viewBox="0 0 1200 1200">
  <rect width="1200" height="1200" fill="#ffffff"/>
  <ellipse cx="600" cy="1110" rx="380" ry="30" fill="#e5e7eb"/>
  ${OUTLINE[shape](colour)}
  <rect x="${label.x}" y="${label.y}" width="${label.width}" height="${label.height}" rx="24" fill="#ffffff"/>
  ${text(brandY, brand, brandPx, 700, colour)}
  ${nameLines.map((line, index) => text(nameY + index * 48, line, 38, 400, '#1f2937')).join('\n  ')}
  ${text(label.y + label.height - 36, size, 44, 700, '#111827')}
</svg>`;
}

/** The storage line a label prints for each storage mode (templates' STORAGE order). */
const KEEP = [
  'Przechowywać w temperaturze od 2°C do 6°C',
  'Przechowywać w zamrażarce',
  'Przechowywać w suchym miejscu',
];

/**
 * The label photo (§4 ready requires one): the back of the pack as a flat print — brand and name, the
 * ingredients, how to keep it and the net content, as the label attribute values say.
 */
export function labelDrawing(
  brand: string,
  name: string,
  size: string,
  ingredients: string,
  storage: number,
  producer: string,
) {
  const row = (y: number, content: string, sizePx: number, weight = 400) =>
    `<text x="200" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${sizePx}"
      font-weight="${weight}" fill="#111827">${escape(content)}</text>`;
  const ingredientLines = lines(`Składniki: ${ingredients}`, 40);
  const after = 470 + ingredientLines.length * 46;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIDE}" height="${PHOTO_SIDE}" viewBox="0 0 1200 1200">
  <rect width="1200" height="1200" fill="#ffffff"/>
  <rect x="150" y="180" width="900" height="840" rx="20" fill="#fafaf9" stroke="#a8a29e" stroke-width="6"/>
  ${row(270, brand, 56, 700)}
  ${row(340, name, 40)}
  <line x1="200" y1="385" x2="1000" y2="385" stroke="#a8a29e" stroke-width="4"/>
  ${ingredientLines.map((line, index) => row(450 + index * 46, line, 34)).join('\n  ')}
  ${row(after + 50, KEEP[storage] ?? KEEP[2]!, 32)}
  ${row(after + 110, 'Producent:', 32)}
  ${row(after + 156, `${producer}, Polska`, 32)}
  ${row(940, `Zawartość netto: ${size}`, 44, 700)}
</svg>`;
}
