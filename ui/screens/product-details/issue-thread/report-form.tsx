import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_ISSUE, ISSUE_TYPES, type IssueType } from '@domain/issues';
import { Button } from '@kit/button';
import type { IssueDraft } from '@machines/issue-thread.machine';
import { fieldKey, fieldOfKey, type IssueField } from './issue-fields';

const inputClass = 'h-8 rounded-md border border-slate-300 bg-white px-2 text-sm';

/**
 * §7 report-issues: the reporter's form — the field (or the whole card), qc or compliance, a header and a
 * message. What is typed stays here until it is sent; the thread machine sends it.
 */
export function ReportForm({
  fields,
  busy,
  onReport,
}: {
  fields: readonly IssueField[];
  busy: boolean;
  onReport: (issue: IssueDraft) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [field, setField] = useState(fieldKey(CARD_ISSUE));
  const [type, setType] = useState<IssueType>('qc');
  const [header, setHeader] = useState('');
  const [message, setMessage] = useState('');
  const ready = header.trim() !== '' && message.trim() !== '';
  const labelOf = (key: string) => fields.find((option) => fieldKey(option) === key)?.label ?? '';
  // The header starts as the chosen field's name, said in each reader's language (docs/decisions/0065),
  // until the reporter writes a title of their own, which a later choice of field leaves as written.
  const chooseField = (next: string) => {
    if (header.trim() === '' || header === labelOf(field)) setHeader(labelOf(next));
    setField(next);
  };
  return (
    <form
      aria-label={t('issueThread.report.title')}
      className="grid gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || busy) return;
        onReport({ type, ...fieldOfKey(field), header: header.trim(), message: message.trim() });
        setHeader('');
        setMessage('');
      }}
    >
      <h3 className="text-sm font-semibold text-slate-900 sm:col-span-2">{t('issueThread.report.title')}</h3>
      <label htmlFor={`${id}-field`} className="flex flex-col gap-1 text-xs font-medium text-slate-700">
        {t('issueThread.report.field')}
        <select
          id={`${id}-field`}
          value={field}
          onChange={(e) => chooseField(e.target.value)}
          className={inputClass}
        >
          <option value={fieldKey(CARD_ISSUE)}>{t('issueThread.report.wholeCard')}</option>
          {fields.map((option) => (
            <option key={fieldKey(option)} value={fieldKey(option)}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-type`} className="flex flex-col gap-1 text-xs font-medium text-slate-700">
        {t('issueThread.report.type')}
        <select
          id={`${id}-type`}
          value={type}
          onChange={(e) => setType(e.target.value === 'compliance' ? 'compliance' : 'qc')}
          className={inputClass}
        >
          {ISSUE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`issues.kinds.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label
        htmlFor={`${id}-header`}
        className="flex flex-col gap-1 text-xs font-medium text-slate-700 sm:col-span-2"
      >
        {t('issueThread.report.header')}
        <input
          id={`${id}-header`}
          value={header}
          maxLength={255}
          onChange={(e) => setHeader(e.target.value)}
          className={inputClass}
        />
      </label>
      <label
        htmlFor={`${id}-message`}
        className="flex flex-col gap-1 text-xs font-medium text-slate-700 sm:col-span-2"
      >
        {t('issueThread.report.message')}
        <textarea
          id={`${id}-message`}
          value={message}
          maxLength={2000}
          rows={2}
          onChange={(e) => setMessage(e.target.value)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
        />
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={!ready || busy} aria-busy={busy || undefined}>
          {t('issueThread.report.submit')}
        </Button>
      </div>
    </form>
  );
}
