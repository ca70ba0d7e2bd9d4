import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { MEDIA_TYPE } from '@domain/constants';
import { mediaFiles, productMediaRemarks, products, users } from '@server/db/schema';
import { logInAs } from './support/log-in';
import { renderApp } from './support/render-app';
import { resetBetweenTests, useRealServer, type RealServer } from './support/real-server';

const remark = pl.mediaRemark;
const SUPPLIER = 'supplier@demo.pim';
const QC = 'qc@demo.pim';
const LOADING = { timeout: 30_000 };

let server: RealServer;
beforeAll(async () => {
  server = await useRealServer();
  Element.prototype.scrollIntoView ??= () => {};
});
resetBetweenTests();

const userId = async (email: string) =>
  (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/**
 * A card of the demo supplier that Markant's QC manager may see, given a front photo (the seed's cards
 * have none). Leaves the QC manager logged in.
 */
async function sharedPhoto(): Promise<{ productId: number; mediaId: number; name: string }> {
  const [supplier] = await server.db.select().from(users).where(eq(users.email, SUPPLIER));
  const cards = await server.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.companyId, supplier!.companyId!))
    .orderBy(asc(products.id));
  await logInAs(QC);
  for (const card of cards) {
    const visible = await fetch(`${location.origin}/api/p1/product/${card.id}/media-remarks`);
    if (!visible.ok) continue;
    const name = 'sok-front.jpg';
    const [file] = await server.db
      .insert(mediaFiles)
      .values({
        companyId: supplier!.companyId!,
        uploadedBy: supplier!.id,
        type: MEDIA_TYPE.FRONT,
        filename: name,
        mime: 'image/jpeg',
        size: 1000,
        width: 1200,
        height: 1200,
        dpi: 300,
        format: 'jpeg',
        colorSpace: 'srgb',
        storageKey: 'a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5',
      })
      .returning({ id: mediaFiles.id });
    await server.db
      .update(products)
      .set({ gallery: [{ type: MEDIA_TYPE.FRONT, id: file!.id }] })
      .where(eq(products.id, card.id));
    return { productId: card.id, mediaId: file!.id, name };
  }
  throw new Error('Markant sees no card of the supplier');
}

const stored = (mediaId: number) =>
  server.db.select().from(productMediaRemarks).where(eq(productMediaRemarks.mediaId, mediaId));

describe('the media remark modal (§2 Modals: media remark)', () => {
  it('a QC manager writes a remark on a photo in the details; an empty one is refused at the field', async () => {
    const photo = await sharedPhoto();
    await renderApp(`/product/${photo.productId}/details`);
    await userEvent.click(
      await screen.findByRole('button', { name: `Uwagi do zdjęcia ${photo.name}` }, LOADING),
    );
    const dialog = await screen.findByRole('dialog', { name: remark.title });
    expect(await within(dialog).findByText(remark.empty, {}, LOADING)).toBeTruthy();

    // Blanks only: the server's 400 stands at the field, nothing is stored.
    await userEvent.type(within(dialog).getByLabelText(remark.message), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: remark.submit }));
    expect(await within(dialog).findByText(pl.validation.required)).toBeTruthy();
    expect(within(dialog).getByLabelText(remark.message).getAttribute('aria-invalid')).toBe('true');
    expect(await stored(photo.mediaId)).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText(remark.message));
    await userEvent.type(within(dialog).getByLabelText(remark.message), 'Tło zdjęcia nie jest białe.');
    await userEvent.click(within(dialog).getByRole('button', { name: remark.submit }));
    const list = await within(dialog).findByRole('list', { name: remark.listLabel });
    expect(within(list).getByText('Tło zdjęcia nie jest białe.')).toBeTruthy();
    expect(within(list).getByText(/Markant/)).toBeTruthy();
    expect((within(dialog).getByLabelText(remark.message) as HTMLTextAreaElement).value).toBe('');
    const rows = await stored(photo.mediaId);
    expect(rows.map((row) => [row.message, row.networkCode, row.authorId])).toEqual([
      ['Tło zdjęcia nie jest białe.', 'markant', await userId(QC)],
    ]);

    // Closed, the photo carries its count.
    await userEvent.click(within(dialog).getByRole('button', { name: remark.close }));
    expect(
      await screen.findByRole('button', { name: `1 uwaga do zdjęcia ${photo.name}` }, LOADING),
    ).toBeTruthy();
  });

  it('the supplier sees the count on the photo in the card form and reads the remarks, newest first, without a field', async () => {
    const photo = await sharedPhoto();
    const qc = await userId(QC);
    await server.db.insert(productMediaRemarks).values([
      {
        productId: photo.productId,
        mediaId: photo.mediaId,
        authorId: qc,
        networkCode: 'markant',
        message: 'Etykieta jest nieczytelna.',
        createdAt: new Date('2026-11-10T09:30:00Z'),
      },
      {
        productId: photo.productId,
        mediaId: photo.mediaId,
        authorId: qc,
        networkCode: 'markant',
        message: 'Brak zdjęcia tyłu opakowania.',
        createdAt: new Date('2026-11-12T10:15:00Z'),
      },
    ]);
    server.clearCookies();
    await logInAs(SUPPLIER);
    await renderApp(`/product/${photo.productId}/edit`);
    await userEvent.click(
      await screen.findByRole('button', { name: `2 uwagi do zdjęcia ${photo.name}` }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: remark.title });
    const list = await within(dialog).findByRole('list', { name: remark.listLabel }, LOADING);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Brak zdjęcia tyłu opakowania.'),
      expect.stringContaining('Etykieta jest nieczytelna.'),
    ]);
    expect(within(items[0]!).getByText('Kamila Kontrolna')).toBeTruthy();
    // A supplier reads; writing is for reviewers.
    expect(within(dialog).queryByLabelText(remark.message)).toBeNull();
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
  });
});
