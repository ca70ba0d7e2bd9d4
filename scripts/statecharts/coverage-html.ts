import { coverageRows, gateFailures, type MachineCoverage } from './coverage-report';
import { escapeXml } from './xml';

const cell = (text: string, tag: 'td' | 'th' = 'td') => {
  const state = text === 'FAIL' || text === 'missing' ? ' class="fail"' : text === 'ok' ? ' class="ok"' : '';
  return `<${tag}${state}>${escapeXml(text)}</${tag}>`;
};

/** What one machine misses: on the machine, on its screens, and why it fails the gate. */
function missing(machine: MachineCoverage): string {
  const { result, screen } = machine;
  const lines = [
    ...result.states.filter((item) => !item.covered).map((item) => `not replayed: ${item.id}`),
    ...result.transitions.filter((item) => !item.covered).map((item) => `not replayed: ${item.id}`),
    ...(result.guardOutcomes ?? []).filter((item) => !item.covered).map((item) => `not replayed: ${item.id}`),
    ...(screen?.states ?? []).filter((item) => !item.covered).map((item) => `not on a screen: ${item.id}`),
    ...(screen?.transitions ?? [])
      .filter((item) => !item.covered)
      .map((item) => `not on a screen: ${item.id}`),
    ...(screen?.guardOutcomes ?? [])
      .filter((item) => !item.covered)
      .map((item) => `not on a screen: ${item.id}`),
    ...(screen?.failures ?? []).map(
      (failure) => `failed on ${failure.screen}: ${failure.path}, step ${failure.step}: ${failure.message}`,
    ),
    ...result.failures.map((failure) => `failed: ${failure.path}, step ${failure.step}: ${failure.message}`),
    ...(machine.screenless === null ? [] : [`no screen: ${machine.screenless}`]),
    ...gateFailures(machine).map((reason) => `FAIL: ${reason}`),
  ];
  if (!lines.length) return '';
  return `<h2 id="${escapeXml(result.id)}">${escapeXml(result.id)}</h2>\n<ul>\n${lines.map((line) => `<li>${escapeXml(line)}</li>`).join('\n')}\n</ul>`;
}

/** coverage/statecharts.html: the same table as the console, and per machine what is missing, for QA. */
export function coverageHtml(machines: readonly MachineCoverage[], generatedAt: Date): string {
  const { header, rows } = coverageRows(machines);
  const passed = machines.filter((machine) => gateFailures(machine).length === 0).length;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Statechart coverage</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; color: #1f2937; }
table { border-collapse: collapse; }
th, td { border: 1px solid #d1d5db; padding: 0.25rem 0.5rem; text-align: left; white-space: nowrap; }
th { background: #f3f4f6; }
.ok { color: #166534; font-weight: 600; }
.fail { color: #b91c1c; font-weight: 600; }
li { font-family: ui-monospace, monospace; font-size: 13px; }
</style>
</head>
<body>
<h1>Statechart coverage</h1>
<p>${passed} of ${machines.length} machines at 100 % on the machine and on the screen. Written ${escapeXml(generatedAt.toISOString())} by <code>npm run test:model</code>. Each measure counts what the model replays reached on the machine, then what the screen replays reached on the rendered screen (all screens of the machine together).</p>
<table>
<thead><tr>${header.map((text) => cell(text, 'th')).join('')}</tr></thead>
<tbody>
${rows.map((row) => `<tr>${row.map((text) => cell(text)).join('')}</tr>`).join('\n')}
</tbody>
</table>
${machines.map(missing).filter(Boolean).join('\n')}
</body>
</html>
`;
}
