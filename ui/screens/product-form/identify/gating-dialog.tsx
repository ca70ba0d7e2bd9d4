import { useTranslation } from 'react-i18next';
import type { GatingReasons } from '@domain/address-gating';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';

export interface GatingDialogProps {
  open: boolean;
  reasons: GatingReasons;
  /** What is wrong, one sentence per reason (already translated). */
  problems: string[];
  onEditProducer(): void;
  onEditCompanyAddress(): void;
  onAllProducers(): void;
  onAllAddresses(): void;
  onRefresh(): void;
  onClose(): void;
}

/**
 * §2 Product form: the producer or the introducing entity lacks full address data. Offers editing the
 * current one, the list of all of them (recommended), and refreshing the form afterwards.
 */
export function GatingDialog(props: GatingDialogProps) {
  const { t } = useTranslation();
  const { reasons } = props;
  const recommended = ` (${t('productIdentify.gating.recommended')})`;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('productIdentify.gating.title')}
      description={t('productIdentify.gating.description')}
      className="md:w-[32rem]"
    >
      <ul className="mb-4 list-disc pl-5 text-sm text-amber-900">
        {props.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2">
        {reasons.producer && (
          <>
            <Button onClick={props.onAllProducers}>
              {t('productIdentify.gating.allProducers') + recommended}
            </Button>
            <Button variant="secondary" onClick={props.onEditProducer}>
              {t('productIdentify.gating.editProducer')}
            </Button>
          </>
        )}
        {reasons.companyAddress && (
          <>
            <Button onClick={props.onAllAddresses}>
              {t('productIdentify.gating.allAddresses') + recommended}
            </Button>
            <Button variant="secondary" onClick={props.onEditCompanyAddress}>
              {t('productIdentify.gating.editCompanyAddress')}
            </Button>
          </>
        )}
        <div className="mt-2 flex justify-between gap-2 border-t border-slate-100 pt-3">
          <Button variant="secondary" onClick={props.onRefresh}>
            {t('productIdentify.gating.refresh')}
          </Button>
          <Button variant="ghost" onClick={props.onClose}>
            {t('productIdentify.gating.close')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
