import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { holdHistoryNavigation } from '@app/navigation-guard';

/**
 * Nothing typed is ever lost: with unsaved changes, closing or reloading the tab asks the browser's
 * question (beforeunload), and a link inside the app or the browser's Back and Forward buttons ask first
 * in a dialog.
 */
type Pending = { kind: 'link'; target: string } | { kind: 'history'; proceed: () => void };

export function LeaveGuard({
  dirty,
  words = 'productForm.leave',
}: {
  dirty: boolean;
  /** Where the dialog's words are in the catalogue (the bulk editor has its own). */
  words?: 'productForm.leave' | 'bulkEdit.leave';
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (
        !(anchor instanceof HTMLAnchorElement) ||
        anchor.target === '_blank' ||
        (anchor.hash && anchor.pathname === location.pathname)
      )
        return;
      if (anchor.origin !== location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', target: anchor.pathname + anchor.search });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    const release = holdHistoryNavigation((proceed) => setPending({ kind: 'history', proceed }));
    return () => {
      release();
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  return (
    <Dialog
      open={pending !== null}
      title={t(`${words}.title`)}
      description={t(`${words}.description`)}
      onOpenChange={(open) => !open && setPending(null)}
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => setPending(null)}>
          {t(`${words}.stay`)}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            const target = pending;
            setPending(null);
            if (target?.kind === 'history') target.proceed();
            // '~' leaves the router's /react base: the link's path is taken as it is.
            else if (target) navigate(`~${target.target}`);
          }}
        >
          {t(`${words}.leave`)}
        </Button>
      </div>
    </Dialog>
  );
}
