import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import * as select from '@machines/data-table.selectors';
import { Button } from '@kit/button';
import { ConfirmDialog } from '@kit/data-table/confirm-dialog';
import type { ScreenProps } from '@app/module-registry';
import { productActionActor } from '@app/product-list-actors';
import { usePermission } from '@app/session/use-permission';
import { useDataTable } from '@app/use-data-table';
import { appPathOf } from './app-path';
import { textOf } from './list-view';
import { ProductsTable, type TableActor } from './products-table';
import { CreateManyDialog } from './bulk/create-many-dialog';
import { ListOfferDialogs } from './list-offer-dialogs';
import { MASS_DIALOGS, type OpenMassDialog } from './mass-dialogs';

/** §2 Create many products: a toolbar action beside "new product", for whoever may create cards (§6). */
const CREATE_MANY = 'create_many';

/** §2 Products list (`{app}/product/list`): the user's cards with §6 filters and actions per role. */
export function ProductsListScreen(_props: ScreenProps) {
  const actor = useDataTable({
    namespace: 'products',
    path: '/api/p1/products',
    runAction: productActionActor,
  });
  return <ProductsListView actor={actor} />;
}

/** The list on its dataTable actor (the screen's own, or one a test drives), with its dialogs. */
export function ProductsListView({ actor }: { actor: TableActor }) {
  const { t } = useTranslation();
  const canCreate = usePermission('product.create');
  const [dialog, setDialog] = useState<OpenMassDialog | null>(null);
  /** A dialog closed after it wrote cards: the list loads again and shows them. */
  const closeDialog = (changed: boolean) => {
    setDialog(null);
    if (changed) actor.send({ type: 'RELOAD' });
  };
  const MassDialog =
    dialog !== null && Object.hasOwn(MASS_DIALOGS, dialog.id) ? MASS_DIALOGS[dialog.id]! : null;
  // §6: search, status, category, brand and completeness for everyone, four more by role (GS1 prefixes:
  // docs/decisions/0050); the skeleton of the first load has as many, so the filter bar does not jump.
  const filterCount =
    5 +
    Number(usePermission('products.filter.qc')) +
    Number(usePermission('gs1.prefixes')) +
    Number(usePermission('products.filter.supplier')) +
    Number(usePermission('products.filter.network'));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('productsList.title')}</h1>
      <ProductsTable
        actor={actor}
        skeletonFilters={filterCount}
        onOpenDialog={(id, ids) => setDialog({ id, ids })}
        toolbarEnd={
          canCreate && (
            <>
              <Button size="sm" variant="secondary" onClick={() => setDialog({ id: CREATE_MANY, ids: [] })}>
                {t('bulkProducts.actions.createMany')}
              </Button>
              <Link
                href="/product/new"
                className="inline-flex h-8 items-center rounded-md bg-accent-700 px-3 text-xs font-medium whitespace-nowrap text-white shadow-sm hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
              >
                {t('productsList.newProduct')}
              </Link>
            </>
          )
        }
      />
      {MassDialog !== null && dialog !== null && <MassDialog ids={dialog.ids} onClose={closeDialog} />}
      {dialog?.id === CREATE_MANY && <CreateManyDialog onClose={closeDialog} />}
      <ListOfferDialogs actor={actor} dialog={dialog} onClose={() => setDialog(null)} />
      <ConfirmAction actor={actor} />
      <LeaveAfterAction actor={actor} />
    </div>
  );
}

/** §8 'Wybrana pozycja zostanie usunięta, czy jesteś pewny?' before an action that asks first. */
function ConfirmAction({ actor }: { actor: TableActor }) {
  const { t } = useTranslation();
  const text = textOf(t);
  const pending = useSelector(actor, select.selectConfirming);
  const info = useSelector(actor, select.selectInfo);
  const actions = pending?.mass ? info?.mass_actions : info?.single_actions;
  const action = actions?.find((candidate) => candidate.id === pending?.id);
  return (
    <ConfirmDialog
      open={pending !== null}
      title={action ? text(action.label) : t('dataTable.confirmTitle')}
      description={pending?.confirm ? text(pending.confirm, { count: pending.ids.length }) : ''}
      confirmLabel={action ? text(action.label) : t('dataTable.confirmTitle')}
      cancelLabel={t('dataTable.cancel')}
      danger={action?.danger ?? false}
      onConfirm={() => actor.send({ type: 'ACTION.CONFIRM' })}
      onCancel={() => actor.send({ type: 'ACTION.CANCEL' })}
    />
  );
}

/** A copy or a clone lands the user on the new card once the list has nothing left to do. */
function LeaveAfterAction({ actor }: { actor: TableActor }) {
  const target = useSelector(actor, select.selectLeavingTo);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (target === null) return;
    const path = appPathOf(target);
    if (path !== null) navigate(path);
    else window.location.assign(target);
  }, [target, navigate]);
  return null;
}
