import { and, asc, eq } from 'drizzle-orm';
import { useRef, type ReactNode } from 'react';
import { createActor, toPromise } from 'xstate';
import { Router } from 'wouter';
import type { PageConfig } from '@contract/user';
import { fetchPageConfig } from '@api/auth';
import { mediaUrl } from '@api/media';
import { saveProductCard } from '@api/product-form';
import { setCsrfToken } from '@api/session-bridge';
import { MEDIA_TYPE, PRODUCT_STATUS } from '@domain/constants';
import { saveChecks, type ProductFormState } from '@domain/product-form';
import { productFormMachine } from '@machines/product-form.machine';
import { productSaveMachine } from '@machines/product-save.machine';
import { schemaReloadMachine } from '@machines/schema-reload.machine';
import { ConfigProvider } from '@app/config-context';
import { loadFormActor, loadOptionsActor } from '@app/product-form-actors';
import { SessionProvider } from '@app/session/session-context';
import type { FormActor, ReloadActor, SaveActor } from '@screens/product-form/form-actors';
import { CardView } from '@screens/product-form/loaded-form';
import { products, users } from '@server/db/schema';
import { logInAs } from '@tests/ui/support/log-in';
import type { RealServer } from '@tests/ui/support/real-server';
import { mediaRow } from '@tests/server/fixtures/media';
import { WithMessages } from './with-messages';

/** The demo supplier whose stored cards the card replays open. */
export const SUPPLIER = 'supplier@demo.pim';

/** A stored card as the product form loads it from the server (schema, card and issues). */
export async function loadCard(productId: number | null): Promise<ProductFormState> {
  const loading = createActor(loadFormActor, { input: { productId } });
  loading.start();
  return toPromise(loading);
}

/** The demo supplier's card ids, oldest first. */
export async function supplierCardIds(server: RealServer): Promise<number[]> {
  const [supplier] = await server.db.select().from(users).where(eq(users.email, SUPPLIER));
  const rows = await server.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.companyId, supplier!.companyId!))
    .orderBy(asc(products.id));
  return rows.map((row) => row.id);
}

/**
 * A draft of the supplier whose attributes pass the ready rules, as the save replays need (names and photos
 * alone then make it ready): the demo data's drafts may lack required attributes and its ready cards do not
 * (every demo card's producer has a whole address, so none is gated), so the first ready card is turned
 * back into a draft in this worker's database.
 */
export async function supplierCompleteDraftId(server: RealServer): Promise<number> {
  const [supplier] = await server.db.select().from(users).where(eq(users.email, SUPPLIER));
  const [row] = await server.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, supplier!.companyId!), eq(products.status, PRODUCT_STATUS.READY)))
    .orderBy(asc(products.id))
    .limit(1);
  if (row === undefined) throw new Error('the demo supplier has no ready card');
  await server.db.update(products).set({ status: PRODUCT_STATUS.DRAFT }).where(eq(products.id, row.id));
  return row.id;
}

/** Logs the supplier in and reads the page config the app would boot with. */
export async function supplierSession(): Promise<PageConfig> {
  await logInAs(SUPPLIER);
  const config = await fetchPageConfig();
  setCsrfToken(config.csrf_token);
  return config;
}

/**
 * §5 Ready needs a label photo and a front or profile photo; the demo cards have none. Gives the stored
 * card both (stored file rows of the supplier's company, saved into its gallery as a draft) and answers
 * the card as the form loads it then.
 */
export async function withPhotos(
  server: RealServer,
  productId: number,
  names: { front: string; label: string } = {
    front: `karta-${productId}-front.jpg`,
    label: `karta-${productId}-etykieta.jpg`,
  },
): Promise<ProductFormState> {
  const [supplier] = await server.db.select().from(users).where(eq(users.email, SUPPLIER));
  const owner = { companyId: supplier!.companyId!, uploadedBy: supplier!.id };
  const card = await loadCard(productId);
  const photos = await Promise.all(
    [MEDIA_TYPE.FRONT, MEDIA_TYPE.LABEL].map(async (type) => {
      const filename = type === MEDIA_TYPE.FRONT ? names.front : names.label;
      const id = await mediaRow(server.db, { ...owner, type, filename });
      return { id, type, filename, url: mediaUrl(id), size: 1000, width: 1200, height: 1200, warnings: [] };
    }),
  );
  const flags = { productFormValidation: false, returnAddressValidation: false };
  // The named photos take the place of any the demo card already has of those two types.
  const others = card.media.filter(
    (file) => file.type !== MEDIA_TYPE.FRONT && file.type !== MEDIA_TYPE.LABEL,
  );
  const { payload } = saveChecks({ ...card, media: [...others, ...photos] }, flags);
  await saveProductCard(payload, { productId, version: card.generalInfo?.version ?? null, draft: true });
  return loadCard(productId);
}

/**
 * A form actor already holding the card (started in `ready`, as after its load), with the real loading
 * actors for a later reload ("load the stored version" after a 409).
 */
export function readyFormActor(card: ProductFormState): FormActor {
  const machine = productFormMachine.provide({
    actors: { loadForm: loadFormActor, loadOptions: loadOptionsActor },
  });
  const snapshot = machine.resolveState({
    value: { ready: 'idle' },
    context: {
      productId: card.id,
      form: card,
      revision: 0,
      savedRevision: 0,
      onlyRequired: false,
      error: null,
    },
  });
  return createActor(machine, { snapshot, input: { productId: card.id } }).start();
}

/** What the product form's host page gives every screen: messages, page config, the session, the router. */
export function CardFrame({ config, children }: { config: PageConfig; children: ReactNode }) {
  return (
    <WithMessages>
      <ConfigProvider config={config}>
        <SessionProvider
          input={{
            user: config.user,
            permissions: config.permissions,
            csrfToken: config.csrf_token,
            sessionLengthMs: config.session_length_ms,
            switchedBy: null,
          }}
        >
          <Router base="/react">{children}</Router>
        </SessionProvider>
      </ConfigProvider>
    </WithMessages>
  );
}

/** Idle save and schema-reload actors of a card, for replays of the card's other machines. */
export function idleCardFlows(card: ProductFormState): { save: SaveActor; reload: ReloadActor } {
  const save = createActor(productSaveMachine, {
    input: {
      productId: card.id,
      version: card.generalInfo?.version ?? null,
      updatedAt: card.generalInfo?.updated_at ?? null,
      status: card.status,
    },
  });
  const reload = createActor(schemaReloadMachine, { input: { productId: card.id } });
  return { save: save.start(), reload: reload.start() };
}

/** The card view on the given actors, as the product form shows a loaded card. */
export function TestCard(props: { form: FormActor; save: SaveActor; reload: ReloadActor }) {
  const revisionAtSave = useRef(0);
  return <CardView {...props} revisionAtSave={revisionAtSave} />;
}
