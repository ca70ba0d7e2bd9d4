import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { LoginAnswer } from '@contract/auth';
import { errorMessageKey } from '@domain/session-messages';
import {
  selectIsEnding,
  selectIsErrorOccurred,
  selectIsForbidden,
  selectIsOtherAccount,
  selectSwitchedBy,
  selectIsUnauthorized,
  selectMessage,
  selectUser,
} from '@machines/session.selectors';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { LoginForm } from './login-form';
import { useSessionActor } from './session-context';

/** A message that only informs: closing it dismisses it. */
function MessageDialog({
  open,
  title,
  message,
  onDismiss,
}: {
  open: boolean;
  title: string;
  message: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={title} description={message} onOpenChange={onDismiss}>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onDismiss}>
          {t('session.dismiss')}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * §4 Session state, §8 messages, over whatever page is open: the page stays mounted underneath, so
 * nothing typed is lost. Unauthorized asks to log in again in place; forbidden and errors only inform.
 */
export function SessionDialogs() {
  const { t } = useTranslation();
  const session = useSessionActor();
  const unauthorized = useSelector(session, selectIsUnauthorized);
  const forbidden = useSelector(session, selectIsForbidden);
  const errorOccurred = useSelector(session, selectIsErrorOccurred);
  const ending = useSelector(session, selectIsEnding);
  const otherAccount = useSelector(session, selectIsOtherAccount);
  const switchedBy = useSelector(session, selectSwitchedBy);
  const message = useSelector(session, selectMessage);
  const user = useSelector(session, selectUser);
  const dismiss = () => session.send({ type: 'DISMISS' });
  const onLoggedIn = useCallback(
    (answer: LoginAnswer) => session.send({ type: 'LOGGED_IN', ...answer }),
    [session],
  );
  const error = errorMessageKey(message);

  return (
    <>
      <Dialog
        open={unauthorized}
        title={t('session.unauthorizedTitle')}
        description={
          <>
            {t('session.unauthorized')} {t('session.loginAgain')}
          </>
        }
      >
        {unauthorized && (
          <LoginForm
            // Acting as someone else, it is the one who logged in who logs in again.
            initialEmail={switchedBy?.email ?? user?.email ?? ''}
            onLoggedIn={onLoggedIn}
            submitLabel={t('session.loginButton')}
          />
        )}
      </Dialog>
      <MessageDialog
        open={forbidden}
        title={t('errors.problem')}
        message={t('session.forbidden')}
        onDismiss={dismiss}
      />
      <MessageDialog
        open={errorOccurred}
        title={t('session.errorTitle')}
        message={'key' in error ? t('errors.generic') : error.text}
        onDismiss={dismiss}
      />
      <Dialog open={otherAccount} title={t('session.unauthorizedTitle')} description={t('session.otherUser')}>
        <div className="flex justify-end">
          <Button onClick={() => window.location.assign('/react/')}>{t('errors.home')}</Button>
        </div>
      </Dialog>
      {ending && (
        <div
          role="status"
          className="fixed right-4 bottom-4 z-30 w-80 rounded-lg border border-amber-200 bg-amber-50 p-4 shadow-lg"
        >
          <p className="text-sm font-semibold text-amber-900">{t('session.endingTitle')}</p>
          <p className="mt-1 text-sm text-amber-900">{t('session.ending')}</p>
          <Button size="sm" className="mt-3" onClick={() => session.send({ type: 'KEEP_ALIVE' })}>
            {t('session.keepAlive')}
          </Button>
        </div>
      )}
    </>
  );
}
