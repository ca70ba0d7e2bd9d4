import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '@domain/faults';

/**
 * §2 Product form, §4: the open issues of one field, shown at the field in amber with their kind, header
 * and message (editing the field clears them, §4 Form behaviour).
 */
export function FieldIssues({ issues }: { issues: readonly Issue[] }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <ul aria-label={t('issueThread.atField')} className="mt-1 flex flex-col gap-1">
      {issues.map((issue) => (
        <li
          key={`${issue.type}:${issue.ns}:${issue.identify}`}
          className="rounded-md border-l-4 border-amber-400 bg-amber-50 px-2 py-1 text-xs text-amber-900"
        >
          <span className="font-semibold">
            {t(`issues.kinds.${issue.type}`)} · {issue.header}
          </span>
          <span className="block">{issue.message}</span>
        </li>
      ))}
    </ul>
  );
}

/** The open issues of a product_profile field (name, name_to_show …) at that field of the identify section. */
export function ProfileFieldIssues({ all, field }: { all: readonly Issue[]; field: string }) {
  const issues = useMemo(
    () => all.filter((issue) => issue.ns === 'product_profile' && issue.identify.split('.')[0] === field),
    [all, field],
  );
  return <FieldIssues issues={issues} />;
}
