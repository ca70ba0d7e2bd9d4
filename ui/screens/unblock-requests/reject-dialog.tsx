import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNBLOCK_REASON_MAX } from '@contract/unblock-requests';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';

/** Reject asks for the reason; it is kept with the request (docs/decisions/0018). */
export function RejectDialog({
  open,
  onReject,
  onCancel,
}: {
  open: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog
      open={open}
      title={t('unblockRequests.rejectDialog.title')}
      description={t('unblockRequests.rejectDialog.description')}
      onOpenChange={(next) => !next && onCancel()}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() === '') return setMissing(true);
          onReject(reason.trim());
          setReason('');
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-xs font-medium text-slate-700">
            {t('unblockRequests.rejectDialog.reason')}
          </label>
          <textarea
            id={id}
            value={reason}
            rows={3}
            maxLength={UNBLOCK_REASON_MAX}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            className={`rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus-visible:outline-2 focus-visible:outline-accent-600 ${missing ? 'border-red-500' : 'border-slate-300'}`}
          />
          {missing && (
            <p id={`${id}-error`} className="text-xs text-red-700">
              {t('validation.required')}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('unblockRequests.rejectDialog.cancel')}
          </Button>
          <Button type="submit" variant="danger">
            {t('unblockRequests.rejectDialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
