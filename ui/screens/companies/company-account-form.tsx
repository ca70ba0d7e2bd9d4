import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadCompanyLogo } from '@api/companies';
import type { CompanyProfile } from '@contract/companies';
import { useFormSubmit } from '@app/forms/use-form-submit';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { CompanyFields } from './company-fields';
import { bodyOf, valuesOf } from './company-values';

/** §3 The company's data form with its read-only figures and the logo; `save` sends the body. */
export function CompanyAccountForm(props: {
  profile: CompanyProfile;
  admin: boolean;
  logoPath: string;
  save: (body: ReturnType<typeof bodyOf>) => Promise<unknown>;
  onLogo: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormSubmit(
    valuesOf(props.profile),
    () => [],
    (values) => props.save(bodyOf(values, props.admin)),
  );
  const [logoError, setLogoError] = useState<string | null>(null);
  const megabytes = (props.profile.space_used / (1024 * 1024)).toFixed(2);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-500">{t('companies.fields.brands')}</dt>
          <dd>{props.profile.brands.join(', ') || t('companies.profile.brandsNone')}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('companies.fields.spaceUsed')}</dt>
          <dd>{t('companies.profile.bytes', { value: megabytes })}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('companies.fields.logo')}</dt>
          <dd className="flex items-center gap-2">
            {props.profile.logo_url === null ? (
              <span>{t('companies.profile.noLogo')}</span>
            ) : (
              <img
                src={props.profile.logo_url}
                alt={t('companies.fields.logo')}
                className="h-10 max-w-32 object-contain"
              />
            )}
            <label className="cursor-pointer text-xs font-medium text-accent-700 underline">
              {t('companies.profile.uploadLogo')}
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="sr-only"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file === undefined) return;
                  setLogoError(null);
                  uploadCompanyLogo(props.logoPath, file, t('companies.errors.logoType')).then(
                    props.onLogo,
                    (error: unknown) =>
                      setLogoError(error instanceof Error ? error.message : t('companies.errors.logoType')),
                  );
                }}
              />
            </label>
          </dd>
        </div>
      </dl>
      {logoError !== null && <Alert tone="error">{logoError}</Alert>}
      <form
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <CompanyFields
          values={form.values}
          change={form.change}
          errorsOf={form.errorsOf}
          admin={props.admin}
          kindEditable={props.admin}
        />
        {form.message !== null && <Alert tone="error">{form.message}</Alert>}
        {form.submitted && <Alert tone="success">{t('companies.profile.saved')}</Alert>}
        <div>
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting || undefined}>
            {t('companies.profile.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
