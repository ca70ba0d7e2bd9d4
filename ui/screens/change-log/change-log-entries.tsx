import { useTranslation } from 'react-i18next';
import type { AuditEntryView as AuditEntry } from '@domain/audit';
import { shownTime, shownValue } from './change-log-values';

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const shown = shownValue(value);
  if (shown.kind === 'empty')
    return <span className="text-slate-500 italic">{t('auditTrail.emptyValue')}</span>;
  if (shown.kind === 'hidden') return <span className="text-slate-500 italic">{t('auditTrail.hidden')}</span>;
  return <span className="break-all">{shown.text}</span>;
}

function Who({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.user === null) return <>{t('auditTrail.system')}</>;
  if (entry.switched_by === null) return <>{entry.user.name}</>;
  return <>{t('auditTrail.switchedBy', { by: entry.switched_by.name, user: entry.user.name })}</>;
}

type Change = AuditEntry['changes'][number];

/** An attribute added with no values reads the same before and after: not worth a line. */
const readsAsChange = (change: Change) =>
  change.shown === undefined || change.shown.before !== change.shown.after;

/** A field by its key, or an attribute by its name in the reader's language (its key on hover). */
function FieldName({ change }: { change: Change }) {
  if (change.label === undefined)
    return <span className="font-mono text-xs text-slate-600">{change.field}</span>;
  return (
    <span className="text-xs font-medium text-slate-700" title={change.field}>
      {change.label}
    </span>
  );
}

/** The changes of one page and those before it: when, who, from where, what, and each field before → after. */
export function ChangeLogEntries({ entries }: { entries: readonly AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('auditTrail.columns.at')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('auditTrail.columns.who')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('auditTrail.columns.source')}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('auditTrail.columns.what')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('auditTrail.columns.changes')}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-b border-slate-100 align-top">
            <td className="py-2 pr-3 whitespace-nowrap text-slate-600">{shownTime(entry, i18n.language)}</td>
            <td className="py-2 pr-3">
              <Who entry={entry} />
            </td>
            <td className="py-2 pr-3">{t(`auditTrail.sources.${entry.source}`)}</td>
            <td className="py-2 pr-3">
              <div>
                {t('auditTrail.entityRef', {
                  entity: t(`auditTrail.entities.${entry.entity}`),
                  id: entry.entity_id,
                })}
              </div>
              <div className="text-xs text-slate-500">{t(`auditTrail.actions.${entry.action}`)}</div>
            </td>
            <td className="py-2">
              <ul className="flex flex-col gap-1">
                {entry.changes.filter(readsAsChange).map((change) => (
                  <li key={change.field}>
                    <FieldName change={change} />:{' '}
                    <Value value={change.shown === undefined ? change.before : change.shown.before} />{' '}
                    <span aria-hidden="true">→</span>
                    <span className="sr-only">, </span>{' '}
                    <Value value={change.shown === undefined ? change.after : change.shown.after} />
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
