import ExcelJS from 'exceljs';
import { withCheckDigit } from '@domain/gtin';
import type { LoadSession, Send } from './load-mix';

/**
 * The long work a team starts while others browse (R4): a list export and an xlsx import, one after the
 * other, each waited for through get-job as the jobs panel does.
 */

const IMPORT_BASE = '/product-excel/api/import';
/** A demo brick (Jogurt naturalny) every seed size has. */
const BRICK = '10000028';

export type BackgroundKind = 'export' | 'import';

/** An xlsx of `rows` new cards with GTINs no demo card carries (prefix 590 + 298 + a running number). */
export async function importWorkbook(rows: number, firstNumber: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produkty');
  const keys = ['gtin', 'name_to_show', 'category'];
  sheet.addRow(keys.map((key) => `label ${key}`));
  sheet.addRow(keys);
  for (let n = firstNumber; n < firstNumber + rows; n += 1)
    sheet.addRow([
      withCheckDigit(`590298${String(n % 1_000_000).padStart(6, '0')}`),
      `Karta z importu ${n}`,
      BRICK,
    ]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function jobEnded(send: Send, session: LoadSession, id: number, pollMs: number): Promise<string> {
  for (;;) {
    const response = await send(`/api/get-job/${id}`, {
      method: 'POST',
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, accept: 'application/json' },
    });
    const body = (await response.json()) as { status?: string };
    if (response.status !== 200) return `get-job ${response.status}`;
    if (body.status === 'finished' || body.status === 'failed') return body.status;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Exports the user's whole list; a job when it is over the direct size. Answers how it ended. */
export async function exportList(
  send: Send,
  session: LoadSession,
  pollMs: number,
  record: (kind: BackgroundKind, status: number) => void,
): Promise<void> {
  const response = await send('/api/p1/products/export?sort=id', {
    headers: { cookie: session.cookie, accept: 'application/json' },
  });
  record('export', response.status);
  if (response.status !== 202) {
    await response.arrayBuffer();
    return;
  }
  const { job } = (await response.json()) as { job: { id: number } };
  await jobEnded(send, session, job.id, pollMs);
}

/** Uploads an import file, starts its job and waits for it to end. */
export async function importCards(
  send: Send,
  session: LoadSession,
  bytes: Uint8Array,
  pollMs: number,
  record: (kind: BackgroundKind, status: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append('for_update', '0');
  form.append('file', new Blob([new Uint8Array(bytes)]), 'obciazenie.xlsx');
  const uploaded = await send(`${IMPORT_BASE}/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, accept: 'application/json' },
  });
  record('import', uploaded.status);
  if (uploaded.status !== 200) {
    await uploaded.text();
    return;
  }
  const { upload_id: uploadId } = (await uploaded.json()) as { upload_id: number };
  const started = await send(`${IMPORT_BASE}/${uploadId}/start`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, accept: 'application/json' },
  });
  record('import', started.status);
  if (started.status !== 202) {
    await started.text();
    return;
  }
  const { job } = (await started.json()) as { job: { id: number } };
  await jobEnded(send, session, job.id, pollMs);
}
