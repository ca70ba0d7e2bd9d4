import { describe, expect, it } from 'vitest';
import { EXTRAS_ID, serialiseDocument, type SnapshotExtras } from './harness/dom-snapshot';

/** The snapshot a state's picture is drawn from carries what the user typed, ticked and chose. */
describe('screen snapshot of a state', () => {
  it('keeps the body with its portals, the fields’ live values and where the checked elements are', () => {
    document.body.innerHTML = `
      <main><label>Nazwa <input id="name" value="stara"></label>
      <input id="file" type="file"><input id="shared" type="checkbox">
      <select id="unit"><option value="g">g</option><option value="kg">kg</option></select>
      <textarea id="note"></textarea></main>
      <div role="dialog"><p>Zapisano</p></div>`;
    (document.getElementById('name') as HTMLInputElement).value = 'Sok jabłkowy';
    (document.getElementById('shared') as HTMLInputElement).checked = true;
    (document.getElementById('unit') as HTMLSelectElement).value = 'kg';
    (document.getElementById('note') as HTMLTextAreaElement).value = 'Bez </script> cukru';
    const dialogText = document.querySelector('[role="dialog"] p') as Element;

    const html = serialiseDocument(document, [dialogText]);
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const extras = JSON.parse(parsed.getElementById(EXTRAS_ID)?.textContent ?? '') as SnapshotExtras;

    expect(parsed.querySelector('[role="dialog"]')?.textContent).toBe('Zapisano');
    // input, file (left alone), checkbox, two options, textarea: in document order.
    expect(extras.fields).toEqual(['Sok jabłkowy', null, true, false, true, 'Bez </script> cukru']);
    expect(parsed.body.querySelectorAll('*')[extras.shown[0] ?? -1]?.textContent).toBe('Zapisano');
    // The live page is read, not changed.
    expect(document.getElementById('name')?.getAttribute('value')).toBe('stara');
  });
});
