import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@contract/api-tokens';
import { Button } from '@kit/button';
import { Tag } from '@kit/tag';
import { scopeKey } from './scope-text';

const TONES: Record<ApiToken['status'], string> = {
  active: 'bg-accent-50 text-accent-800 ring-accent-200',
  expired: 'bg-amber-50 text-amber-800 ring-amber-200',
  revoked: 'bg-slate-100 text-slate-700 ring-slate-200',
};

const CELL = 'px-3 py-2 align-top';

/** §2 api-token-method-config: the tokens, newest first; an admin also sees whose company each is. */
export function ApiTokenTable({
  tokens,
  showCompany,
  onRevoke,
}: {
  tokens: readonly ApiToken[];
  showCompany: boolean;
  onRevoke: (token: ApiToken) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      day: (iso: string) => day.format(new Date(iso)),
      moment: (iso: string) => moment.format(new Date(iso)),
    };
  }, [i18n.language]);
  if (tokens.length === 0) return <p className="text-sm text-slate-600">{t('apiTokens.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" aria-label={t('apiTokens.tableLabel')}>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-600">
          <tr>
            <th className={CELL}>{t('apiTokens.columns.name')}</th>
            {showCompany && <th className={CELL}>{t('apiTokens.columns.company')}</th>}
            <th className={CELL}>{t('apiTokens.columns.scopes')}</th>
            <th className={CELL}>{t('apiTokens.columns.createdAt')}</th>
            <th className={CELL}>{t('apiTokens.columns.expiresAt')}</th>
            <th className={CELL}>{t('apiTokens.columns.lastUsedAt')}</th>
            <th className={CELL}>{t('apiTokens.columns.status')}</th>
            <th className={CELL}>
              <span className="sr-only">{t('apiTokens.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tokens.map((token) => (
            <tr key={token.id}>
              <td className={CELL}>
                <div className="font-medium text-slate-900">{token.name}</div>
                <div className="font-mono text-xs text-slate-500" title={t('apiTokens.columns.prefix')}>
                  {token.prefix}…
                </div>
              </td>
              {showCompany && <td className={CELL}>{token.company_name}</td>}
              <td className={CELL}>
                <div className="flex flex-wrap gap-1">
                  {token.scopes.map((scope) => (
                    <Tag key={scope} tone="bg-slate-50 text-slate-700 ring-slate-200">
                      {t(scopeKey(scope, 'label'))}
                    </Tag>
                  ))}
                </div>
              </td>
              <td className={CELL}>
                <time dateTime={token.created_at} title={format.moment(token.created_at)}>
                  {format.day(token.created_at)}
                </time>
                <div className="text-xs text-slate-500">{token.created_by}</div>
              </td>
              <td className={CELL}>
                {token.expires_at === null ? (
                  <span className="text-slate-500">{t('apiTokens.noExpiry')}</span>
                ) : (
                  <time dateTime={token.expires_at}>{format.day(token.expires_at)}</time>
                )}
              </td>
              <td className={CELL}>
                {token.last_used_at === null ? (
                  <span className="text-slate-500">{t('apiTokens.never')}</span>
                ) : (
                  <time dateTime={token.last_used_at}>{format.moment(token.last_used_at)}</time>
                )}
              </td>
              <td className={CELL}>
                <Tag tone={TONES[token.status]}>{t(`apiTokens.status.${token.status}`)}</Tag>
              </td>
              <td className={`${CELL} text-right`}>
                {token.status === 'active' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('apiTokens.revoke.openNamed', { name: token.name })}
                    onClick={() => onRevoke(token)}
                  >
                    {t('apiTokens.revoke.open')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
