import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as Label from '@radix-ui/react-label';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';

/** §7 reject-offer {comment}: the category manager says why; an empty reason cannot be sent. */
export function RejectDialog({
  product,
  onReject,
  onCancel,
}: {
  /** The offered product's name, or null when the dialog is closed. */
  product: string | null;
  onReject: (comment: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (comment.trim() === '') return;
    onReject(comment.trim());
    setComment('');
  };
  return (
    <Dialog
      open={product !== null}
      title={t('chainProducts.reject.title')}
      description={product ?? ''}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <form onSubmit={submit} className="flex flex-col gap-3">
        <Label.Root htmlFor="reject-comment" className="text-xs font-medium text-slate-700">
          {t('chainProducts.reject.comment')}
        </Label.Root>
        <textarea
          id="reject-comment"
          required
          maxLength={1000}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600"
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {t('chainProducts.reject.cancel')}
          </Button>
          <Button type="submit" variant="danger" size="sm" disabled={comment.trim() === ''}>
            {t('chainProducts.reject.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
