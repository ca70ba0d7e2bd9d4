import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';

export interface DeletePackageButtonProps {
  /** The package's name, for the button's accessible name. */
  name: string;
  /** §4 The base package asks first: it takes every structure with it. */
  isBase: boolean;
  onDelete(): void;
}

/**
 * §4 Logistics, deleting a package. The base package warns that the packages entered for all networks and
 * the individual structures go too, and asks 'Czy na pewno ?'; any other package goes at once.
 */
export function DeletePackageButton({ name, isBase, onDelete }: DeletePackageButtonProps) {
  const { t } = useTranslation();
  const label = t('logistics.actions.deletePackage', { name });
  if (!isBase) {
    return (
      <Button variant="ghost" size="sm" aria-label={label} onClick={onDelete}>
        {t('logistics.actions.delete')}
      </Button>
    );
  }
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={label}>
          {t('logistics.actions.delete')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-base font-semibold text-slate-900">
            {t('logistics.deleteBase.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {t('logistics.deleteBase.warning')}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('logistics.dialog.cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onDelete}>
                {t('logistics.deleteBase.confirm')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
