/**
 * The print page's own CSS (inline: the page loads nothing else). A4 with readable margins, tables that
 * do not split a row across pages, headings kept with what follows, and the screen-only hint hidden.
 */
export const PRINT_CSS = `
@page { size: A4; margin: 14mm 12mm; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 960px; padding: 16px; font: 10.5pt/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #0f172a; }
.hint { margin: 0 0 12px; padding: 8px 10px; border: 1px solid #99f6e4; border-radius: 6px; background: #f0fdfa; color: #134e4a; font-size: 9.5pt; }
header { border-bottom: 2px solid #0f766e; padding-bottom: 6px; margin-bottom: 10px; }
.kicker { margin: 0; color: #475569; font-size: 9pt; text-transform: uppercase; letter-spacing: .04em; }
h1 { margin: 2px 0; font-size: 16pt; }
.meta { margin: 0; color: #334155; }
section { margin: 0 0 12px; }
h2 { margin: 0 0 4px; padding: 3px 0; font-size: 11.5pt; color: #115e59; border-bottom: 1px solid #cbd5e1; break-after: avoid; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: 3px 6px; text-align: left; vertical-align: top; border-bottom: 1px solid #e2e8f0; }
tr { break-inside: avoid; }
thead th { font-size: 9pt; color: #475569; font-weight: 600; background: #f8fafc; }
thead { display: table-header-group; }
table.kv th { width: 38%; font-weight: 500; color: #334155; }
table.kv thead { display: none; }
tr.group th { padding-top: 6px; font-size: 8.5pt; text-transform: uppercase; letter-spacing: .04em; color: #64748b; }
.unit { color: #475569; }
.empty { color: #94a3b8; }
.net { display: inline-block; margin-left: 4px; padding: 0 4px; border: 1px solid #ddd6fe; border-radius: 3px; background: #f5f3ff; color: #5b21b6; font-size: 8pt; font-weight: 500; }
.rich p { margin: 0 0 4px; }
.rich ul, .rich ol { margin: 0 0 4px 16px; padding: 0; }
ul.media { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
ul.media li { width: 120px; font-size: 8.5pt; color: #334155; break-inside: avoid; }
ul.media img { display: block; width: 120px; height: 120px; object-fit: contain; border: 1px solid #e2e8f0; }
footer { margin-top: 12px; color: #64748b; font-size: 8.5pt; }
@media print { body { padding: 0; max-width: none; } .hint { display: none; } }
`;
