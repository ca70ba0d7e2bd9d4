import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { SelectField } from './select-field';

/** §7 assign-company: the admin picks the company the account moves to. */
export function AssignCompanyDialog({
  name,
  companies,
  onAssign,
  onCancel,
}: {
  /** The account's name, or null when the dialog is closed. */
  name: string | null;
  companies: readonly { value: string; label: string }[];
  onAssign: (companyId: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [company, setCompany] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog
      open={name !== null}
      title={t('accountsList.assignDialog.title')}
      description={t('accountsList.assignDialog.description', { name: name ?? '' })}
      onOpenChange={(open) => !open && onCancel()}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (company === '') return setMissing(true);
          onAssign(Number(company));
          setCompany('');
        }}
      >
        <SelectField
          label={t('accountsList.assignDialog.company')}
          value={company}
          options={companies}
          placeholder={t('accountsList.addDialog.choose')}
          errors={missing ? [t('validation.required')] : []}
          onValueChange={(value) => {
            setCompany(value);
            setMissing(false);
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('accountsList.assignDialog.cancel')}
          </Button>
          <Button type="submit">{t('accountsList.assignDialog.submit')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
