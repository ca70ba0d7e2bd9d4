import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { publishDraftCopy } from '@api/draft-copy';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { useFormSubmit } from '@app/forms/use-form-submit';
import { usePermission } from '@app/session/use-permission';
import { useCard } from './details-context';

const noFaults = () => [];

/**
 * A draft copy's details (docs/decisions/0059): "Draft copy of card …" with a link to the original and,
 * for who may edit, the publish over it; a refusal (409, the card's save rules) shows as an error.
 */
export function DraftCopyNotice() {
  const { t } = useTranslation();
  const card = useCard();
  const [, navigate] = useLocation();
  const canEdit = usePermission('product.edit');
  const copy = card.draftCopy;
  const form = useFormSubmit({}, noFaults, async () => {
    if (copy === undefined) return null;
    const answer = await publishDraftCopy(card.id, copy.version, t('errors.generic'));
    navigate(`/product/${answer.id}/details`);
    return answer;
  });
  if (copy === undefined) return null;
  return (
    <section
      aria-label={t('draftCopy.copyOf')}
      className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-700">
          {t('draftCopy.copyOf')}{' '}
          <Link
            href={`/product/${copy.original.id}/details`}
            className="font-medium text-accent-800 underline hover:text-accent-900"
          >
            {copy.original.name}
          </Link>
        </p>
        {canEdit && (
          <Button size="sm" onClick={form.submit} disabled={form.submitting} aria-busy={form.submitting}>
            {t('draftCopy.publish')}
          </Button>
        )}
      </div>
      {form.message !== null && <Alert tone="error">{form.message}</Alert>}
    </section>
  );
}
