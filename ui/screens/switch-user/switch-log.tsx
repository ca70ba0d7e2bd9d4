import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwitchLog } from '@contract/switch-user';
import { switchLog } from '@api/switch-user';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { TextField } from '@kit/text-field';
import { useResource } from '@app/use-resource';

const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** §6 The switch-me-to log of one account: each switch and each write made while switched, both people named. */
export function SwitchLogSection({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const [since, setSince] = useState(dayBefore(30));
  return (
    <section aria-labelledby={`${userId}-switch-log`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${userId}-switch-log`} className="text-lg font-semibold text-slate-900">
          {t('switchUser.log.title')}
        </h2>
        <TextField
          label={t('switchUser.log.since')}
          type="date"
          value={since}
          onValueChange={(value) => value !== '' && setSince(value)}
        />
      </div>
      <LogTable key={since} userId={userId} since={since} locale={i18n.language} />
    </section>
  );
}

function LogTable({ userId, since, locale }: { userId: number; since: string; locale: string }) {
  const { t } = useTranslation();
  const log = useResource<SwitchLog>(() => switchLog(userId, since));
  if (log.failed)
    return (
      <RetryAlert
        message={t('switchUser.settings.loadFailed')}
        retryLabel={t('switchUser.dialog.retry')}
        onRetry={log.retry}
      />
    );
  if (log.data === null)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  if (log.data.entries.length === 0)
    return <p className="text-sm text-slate-600">{t('switchUser.log.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table aria-labelledby={`${userId}-switch-log`} className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <th className="px-3 py-2 font-medium">{t('switchUser.log.at')}</th>
            <th className="px-3 py-2 font-medium">{t('switchUser.log.who')}</th>
            <th className="px-3 py-2 font-medium">{t('switchUser.log.asWhom')}</th>
            <th className="px-3 py-2 font-medium">{t('switchUser.log.what')}</th>
          </tr>
        </thead>
        <tbody>
          {log.data.entries.map((entry) => (
            <tr key={entry.id} className="border-t border-slate-100">
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                {new Date(entry.at).toLocaleString(locale)}
              </td>
              <td className="px-3 py-2">{entry.real_user.name}</td>
              <td className="px-3 py-2">{entry.target_user.name}</td>
              <td className="px-3 py-2">
                {t(`switchUser.log.kind.${entry.kind}`)}
                {entry.method !== null && (
                  <span className="ml-2 font-mono text-xs text-slate-600">
                    {entry.method} {entry.path} → {entry.status}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
