import { useTranslation } from 'react-i18next';
import { PER_USER_FLAGS } from '@domain/user-flags';
import { CheckboxField } from '@kit/checkbox-field';

type FlagBinding = { checked: (field: string) => boolean; change: (field: string, value: boolean) => void };

/** The form field of a per-user flag. */
export const flagField = (flag: string) => `flag.${flag}`;

/** §3 The per-user flags in the admin's account form, each with its one-line explanation. */
export function AccountFlags({ form }: { form: FlagBinding }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-xs font-medium text-slate-700">{t('userAccount.edit.flags')}</legend>
      <p className="text-xs text-slate-500">{t('userAccount.edit.flagsHint')}</p>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {PER_USER_FLAGS.map((flag) => (
          <CheckboxField
            key={flag}
            name={flag}
            label={
              <>
                <code className="text-xs text-slate-500">{flag}</code>
                <span className="block">{t(`userAccount.flags.${flag}`)}</span>
              </>
            }
            checked={form.checked(flagField(flag))}
            onCheckedChange={(checked) => form.change(flagField(flag), checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
