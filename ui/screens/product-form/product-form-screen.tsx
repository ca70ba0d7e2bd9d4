import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@kit/alert';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { productFormMachine } from '@machines/product-form.machine';
import { loadFormActor, loadOptionsActor } from '@app/product-form-actors';
import type { ScreenProps } from '@app/module-registry';
import { usePermission } from '@app/session/use-permission';
import type { FormActor } from './form-actors';
import { LoadedForm } from './loaded-form';

/** §2 Product form: `{app}/product/new`, `{app}/product/{id}/edit` and `{app}/product/{id}/newedit`. */
export function ProductFormScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const productId = params.id !== undefined && /^\d+$/.test(params.id) ? Number(params.id) : null;
  // §6 Create new product: supplier. Anyone else is told so before a form (or its gating dialog) opens.
  const mayCreate = usePermission('product.create');
  if (productId === null && !mayCreate) return <Alert tone="error">{t('cardRules.createRefused')}</Alert>;
  return <ProductFormFor productId={productId} />;
}

function ProductFormFor({ productId }: { productId: number | null }) {
  const form = useActorRef(
    productFormMachine.provide({ actors: { loadForm: loadFormActor, loadOptions: loadOptionsActor } }),
    { input: { productId } },
  );
  return <ProductFormView form={form} />;
}

/** The product form on a running productForm actor: skeleton, the loaded card, not found, or retry. */
export function ProductFormView({ form }: { form: FormActor }) {
  const { t } = useTranslation();
  const state = useSelector(form, (s) =>
    s.matches('ready')
      ? 'ready'
      : s.matches('notFound')
        ? 'notFound'
        : s.matches('failed')
          ? 'failed'
          : 'loading',
  );

  if (state === 'ready') return <LoadedForm form={form} />;
  if (state === 'notFound') return <Alert tone="error">{t('productForm.errors.notFound')}</Alert>;
  if (state === 'failed')
    return (
      <RetryAlert
        message={t('productForm.errors.loadFailed')}
        retryLabel={t('productForm.errors.retry')}
        onRetry={() => form.send({ type: 'RETRY' })}
      />
    );
  return <FormSkeleton />;
}

/** The form's shape while the schema and the card load: navigator, header and a few sections. */
function FormSkeleton() {
  return (
    <div className="flex flex-col gap-4" data-testid="form-skeleton">
      <Skeleton className="h-14" />
      <div className="grid gap-4 lg:grid-cols-[15rem_1fr]">
        <Skeleton className="hidden h-80 lg:block" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-56" />
          <Skeleton className="h-72" />
        </div>
      </div>
    </div>
  );
}
