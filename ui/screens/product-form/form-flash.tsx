import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import type { SaveActor } from './form-actors';

/**
 * §4 Saving, §8: 'Zmiany zostały zapisane' for 2 s, the validation flash with its link to the validation
 * tab for 3 s, not found, and the unexpected save error (its second wording when it happens again). Shown over the page, so nothing moves.
 */
export function FormFlash({ save, onShowValidation }: { save: SaveActor; onShowValidation: () => void }) {
  const { t } = useTranslation();
  const saved = useSelector(save, (s) => s.matches('saved'));
  const invalid = useSelector(save, (s) => s.matches('invalid'));
  const notFound = useSelector(save, (s) => s.matches('notFound'));
  const failure = useSelector(save, (s) => (s.matches('failed') ? s.context.failure : null));
  // §8 The second wording when saving fails again in a row (docs/decisions/0044).
  const repeated = useSelector(save, (s) => s.context.unexpectedFailures > 1);

  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-3 z-40 flex justify-center [&>*]:pointer-events-auto [&>*]:w-[min(92vw,36rem)] [&>*]:shadow-lg"
      aria-live="polite"
    >
      {saved && (
        <Alert tone="success" data-testid="save-flash">
          {t('productForm.flash.saved')}
        </Alert>
      )}
      {invalid && (
        <Alert tone="error" className="flex items-center justify-between gap-3">
          <span>{t('productForm.flash.invalid')}</span>
          <Button variant="link" size="sm" onClick={onShowValidation}>
            {t('productForm.flash.showValidation')}
          </Button>
        </Alert>
      )}
      {notFound && <Alert tone="error">{t('productForm.errors.notFound')}</Alert>}
      {failure?.kind === 'unexpected' && (
        <Alert tone="error" className="flex items-center justify-between gap-3">
          <span>{t(repeated ? 'productForm.errors.unexpectedAgain' : 'productForm.errors.unexpected')}</span>
          <Button variant="ghost" size="sm" onClick={() => save.send({ type: 'DISMISS' })}>
            {t('productForm.errors.dismiss')}
          </Button>
        </Alert>
      )}
    </div>
  );
}
