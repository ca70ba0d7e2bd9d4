import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProductCard } from '@api/product-form';
import { cardDifferences, type CardDifference } from '@domain/card-differences';
import type { ProductPayload } from '@domain/product';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { Skeleton } from '@kit/skeleton';
import { useForm } from './form-actors';

/** At most this many differences are listed; the rest are counted. */
const SHOWN = 12;

interface ConflictDialogProps {
  productId: number;
  mine: ProductPayload;
  /** Saves the user's edits over the stored card they were shown, naming its version (a knowing overwrite). */
  onKeepMine: (storedVersion: number) => void;
  onLoadStored: () => void;
}

/**
 * §4 Saving, 409: someone saved the card after it was opened. The stored version is fetched and compared
 * with the user's; nothing is overwritten unless the user keeps their version.
 */
export function ConflictDialog({ productId, mine, onKeepMine, onLoadStored }: ConflictDialogProps) {
  const { t } = useTranslation();
  const names = useForm((state) => state.attributes);
  const [stored, setStored] = useState<{ version: number; differences: CardDifference[] } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchProductCard(productId, controller.signal)
      .then((card) => {
        const { general_info: info, id: _id, ...payload } = card;
        setStored({
          version: info.version,
          differences: cardDifferences(payload as ProductPayload, mine),
        });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [productId, mine]);

  const label = (key: string) => {
    if (key.startsWith('attribute:')) {
      const uuid = key.slice('attribute:'.length);
      return names.find((attribute) => attribute.uuid === uuid)?.name ?? uuid;
    }
    const known: Record<string, string> = {
      name: t('productIdentify.name'),
      name_to_show: t('productIdentify.nameToShow'),
      producer: t('productIdentify.producer'),
      brand: t('productIdentify.brand'),
      sub_brand: t('productIdentify.subBrand'),
      company_address: t('productIdentify.companyAddress'),
      return_address: t('productIdentify.returnAddress'),
      category_ids: t('productIdentify.categories'),
      is_shared: t('productIdentify.isShared'),
      gallery: t('media.title'),
      logistic: t('logistics.heading'),
    };
    return known[key] ?? key;
  };

  return (
    <Dialog
      open
      title={t('productForm.conflict.title')}
      description={t('productForm.conflict.description')}
      className="w-[min(94vw,44rem)]"
    >
      {stored === null ? (
        <div className="flex flex-col gap-2" aria-label={t('productForm.conflict.loading')}>
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      ) : stored.differences.length === 0 ? (
        <p className="text-sm text-slate-600">{t('productForm.conflict.none')}</p>
      ) : (
        <div className="max-h-80 overflow-auto rounded-md border border-slate-200">
          <table className="w-full text-left text-sm" data-testid="conflict-differences">
            <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
              <tr>
                <th className="px-3 py-2 font-semibold">{t('productForm.conflict.field')}</th>
                <th className="px-3 py-2 font-semibold">{t('productForm.conflict.stored')}</th>
                <th className="px-3 py-2 font-semibold">{t('productForm.conflict.mine')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {stored.differences.slice(0, SHOWN).map((difference) => (
                <tr key={difference.key}>
                  <td className="px-3 py-1.5 font-medium text-slate-800">{label(difference.key)}</td>
                  <td className="px-3 py-1.5 text-slate-600">
                    {difference.stored || t('productForm.conflict.empty')}
                  </td>
                  <td className="px-3 py-1.5 text-slate-900">
                    {difference.mine || t('productForm.conflict.empty')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {stored.differences.length > SHOWN && (
            <p className="px-3 py-2 text-xs text-slate-500">
              {t('productForm.conflict.more', { count: stored.differences.length - SHOWN })}
            </p>
          )}
        </div>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onLoadStored}>
          {t('productForm.conflict.loadStored')}
        </Button>
        <Button disabled={stored === null} onClick={() => stored && onKeepMine(stored.version)}>
          {t('productForm.conflict.keepMine')}
        </Button>
      </div>
    </Dialog>
  );
}
