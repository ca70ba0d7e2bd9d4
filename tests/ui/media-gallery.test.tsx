import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { setGalleryUploadTransport } from '@api/media-gallery';
import { SESSION_COOKIE } from '@server/auth/sessions';
import { mediaGalleryAssets, products } from '@server/db/schema';
import { photo } from '@tests/server/fixtures/media';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const LOADING = { timeout: 30_000 };
const mg = pl.mediaGallery;

let server: RealServer;
/** Uploads of this file never finish by themselves (see the fetch below). */
const SLOW_FILE = 'wolny.jpg';
const uploadsCancelled: Response[] = [];
let shim: typeof fetch;
let jsdomFormData: typeof FormData;
const resizeObserver = globalThis.ResizeObserver;

beforeAll(async () => {
  server = await useRealServer();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // As in the card's media test: requests reach the server in process through fetch, with Node's FormData,
  // and uploads go to the app as bytes (the shared fetch shim reads bodies as text).
  setGalleryUploadTransport('fetch');
  jsdomFormData = globalThis.FormData;
  globalThis.FormData = (await new Response(new URLSearchParams('a=1')).formData())
    .constructor as typeof FormData;
  shim = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== 'POST' || url.pathname !== '/media-gallery-api/assets') return shim(request);
    const headers = new Headers(request.headers);
    headers.set('cookie', `${SESSION_COOKIE}=${server.cookie(SESSION_COOKIE) ?? ''}`);
    headers.set('origin', url.origin);
    const body = await request.arrayBuffer();
    if (!Buffer.from(body).includes(SLOW_FILE))
      return server.app.request(url.href, { method: 'POST', headers, body });
    // A slow connection: the file is still being sent when the user cancels it; the server then sees
    // the request's signal abort, as when a browser closes the connection.
    await new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }));
    uploadsCancelled.push(
      await server.app.request(url.href, { method: 'POST', headers, body, signal: request.signal }),
    );
    throw request.signal.reason;
  };
});
afterAll(() => {
  globalThis.fetch = shim;
  globalThis.FormData = jsdomFormData;
  globalThis.ResizeObserver = resizeObserver;
});
resetBetweenTests();

const grid = () => screen.getByRole('grid', { name: mg.tableLabel });
const photoFile = async (name: string) =>
  new NodeFile([await photo({ width: 300, height: 200 })], name, { type: 'image/jpeg' }) as unknown as File;

async function openGallery() {
  await logInAs('supplier@demo.pim');
  await renderApp('/media-gallery');
  await screen.findByRole('grid', { name: mg.tableLabel }, LOADING);
  await waitFor(() => expect(grid().getAttribute('aria-busy')).toBeNull(), LOADING);
}

describe('media gallery screens (real server)', () => {
  it('uploads photos with progress; a file that is not a photo or PDF is refused before it is sent', async () => {
    await openGallery();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const text = new NodeFile(['<b>x</b>'], 'notatki.txt', { type: 'text/plain' }) as unknown as File;
    await userEvent.upload(input, [await photoFile('front.jpg'), text], { applyAccept: false });
    expect(
      await screen.findByText(mg.upload.badType.replace('{{name}}', 'notatki.txt'), {}, LOADING),
    ).toBeTruthy();
    expect(await screen.findByText(mg.upload.done, {}, LOADING)).toBeTruthy();
    const bar = screen.getByRole('progressbar', {
      name: mg.upload.progress.replace('{{name}}', 'front.jpg'),
    });
    await waitFor(() =>
      expect(bar.getAttribute('aria-valuenow') ?? bar.getAttribute('data-value')).toBe('100'),
    );
    await waitFor(() => expect(within(grid()).queryByText('front.jpg')).not.toBeNull(), LOADING);
    expect((await server.db.select({ n: count() }).from(mediaGalleryAssets))[0]!.n).toBe(1);
  });

  it('cancels a file being sent and a file waiting its turn; the next file is sent, nothing cancelled is kept', async () => {
    await openGallery();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, [
      await photoFile(SLOW_FILE),
      await photoFile('czeka.jpg'),
      await photoFile('front.jpg'),
    ]);
    const cancel = (name: string, number: number) =>
      screen.findByRole(
        'button',
        { name: mg.upload.cancelFile.replace('{{name}}', name).replace('{{number}}', String(number)) },
        LOADING,
      );
    await userEvent.click(await cancel('czeka.jpg', 2));
    expect(await screen.findByText(mg.upload.cancelled, {}, LOADING)).toBeTruthy();
    await userEvent.click(await cancel(SLOW_FILE, 1));
    await waitFor(() => expect(screen.getAllByText(mg.upload.cancelled)).toHaveLength(2), LOADING);
    expect(await screen.findByText(mg.upload.done, {}, LOADING)).toBeTruthy();
    await waitFor(() => expect(within(grid()).queryByText('front.jpg')).not.toBeNull(), LOADING);
    await waitFor(() => expect(uploadsCancelled).toHaveLength(1), LOADING);
    expect(uploadsCancelled[0]!.status).toBe(400);
    const names = await server.db.select({ name: mediaGalleryAssets.name }).from(mediaGalleryAssets);
    expect(names.map((row) => row.name)).toEqual(['front.jpg']);
  });

  it('automatic assign: the file named by a card’s GTIN is matched, previewed and assigned', async () => {
    await openGallery();
    const [card] = await server.db
      .select({ id: products.id, gtin: products.gtin, gallery: products.gallery })
      .from(products)
      .where(and(eq(products.companyId, await companyOfSupplier()), isNotNull(products.gtin)))
      .limit(1);
    const name = `${card!.gtin}_2.jpg`;
    await userEvent.upload(
      document.querySelector<HTMLInputElement>('input[type=file]')!,
      await photoFile(name),
    );
    await waitFor(() => expect(within(grid()).queryByText(name)).not.toBeNull(), LOADING);

    await userEvent.click(screen.getByRole('link', { name: mg.tabs.autoAssign }));
    await userEvent.click(
      await screen.findByRole('checkbox', { name: mg.assign.pickAsset.replace('{{name}}', name) }, LOADING),
    );
    await userEvent.click(screen.getByRole('button', { name: mg.assign.next }));
    expect(await screen.findByText(mg.assign.matched.replace('{{count}}', '1'), {}, LOADING)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: mg.assign.next }));
    await userEvent.selectOptions(screen.getByLabelText(mg.assign.type), '5');
    await userEvent.click(screen.getByRole('button', { name: mg.assign.submit }));
    expect(
      await screen.findByText(
        mg.assign.done.replace('{{assigned}}', '1').replace('{{skipped}}', '0'),
        {},
        LOADING,
      ),
    ).toBeTruthy();
    const [after] = await server.db
      .select({ gallery: products.gallery })
      .from(products)
      .where(eq(products.id, card!.id));
    expect((after!.gallery as unknown[]).length).toBe((card!.gallery as unknown[]).length + 1);
  });

  it('automatic assign with a PDF chosen for a photo type assigns the photo and lists the PDF with why', async () => {
    await openGallery();
    const [card] = await server.db
      .select({ gtin: products.gtin })
      .from(products)
      .where(and(eq(products.companyId, await companyOfSupplier()), isNotNull(products.gtin)))
      .limit(1);
    const front = `${card!.gtin}_1.jpg`;
    const sheet = `${card!.gtin}_karta.pdf`;
    const pdf = new NodeFile(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], sheet, {
      type: 'application/pdf',
    }) as unknown as File;
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, [
      await photoFile(front),
      pdf,
    ]);
    await waitFor(() => expect(within(grid()).queryByText(sheet)).not.toBeNull(), LOADING);
    await waitFor(() => expect(within(grid()).queryByText(front)).not.toBeNull(), LOADING);

    await userEvent.click(screen.getByRole('link', { name: mg.tabs.autoAssign }));
    for (const name of [front, sheet])
      await userEvent.click(
        await screen.findByRole('checkbox', { name: mg.assign.pickAsset.replace('{{name}}', name) }, LOADING),
      );
    await userEvent.click(screen.getByRole('button', { name: mg.assign.next }));
    expect(await screen.findByText(mg.assign.matched.replace('{{count}}', '2'), {}, LOADING)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: mg.assign.next }));
    await userEvent.selectOptions(screen.getByLabelText(mg.assign.type), '2');
    await userEvent.click(screen.getByRole('button', { name: mg.assign.submit }));
    expect(
      await screen.findByText(
        mg.assign.done.replace('{{assigned}}', '1').replace('{{skipped}}', '0'),
        {},
        LOADING,
      ),
    ).toBeTruthy();
    const report = screen.getByRole('table', { name: mg.assign.notAssigned.replace('{{count}}', '1') });
    const row = within(report).getByRole('row', { name: new RegExp(sheet.replace('.', '\\.')) });
    expect(within(row).getByText(mg.auto.reasons.notImage)).toBeTruthy();
  });
});

async function companyOfSupplier(): Promise<number> {
  const { users } = await import('@server/db/schema');
  const [row] = await server.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'supplier@demo.pim'));
  return row!.companyId!;
}
