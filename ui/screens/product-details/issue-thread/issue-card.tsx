import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThreadIssue } from '@contract/product-issues';
import { Button } from '@kit/button';
import { cn } from '@kit/cn';
import { Tag } from '@kit/tag';
import { useFormatDate } from '../use-format-date';

const STATUS_TONE: Record<ThreadIssue['status'], string> = {
  open: 'bg-amber-50 text-amber-900 ring-amber-300',
  resolved: 'bg-sky-50 text-sky-900 ring-sky-300',
  accepted: 'bg-accent-50 text-accent-900 ring-accent-300',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export type IssueStepEvent = 'RESOLVE' | 'ACCEPT' | 'REOPEN' | 'CANCEL';

/**
 * One issue of the thread: status, kind, field, every step with who (and in which role), when and the
 * words written, and the steps the user may take now, with a message for the answer or the reason.
 */
export function IssueCard({
  issue,
  fieldLabel,
  busy,
  onStep,
}: {
  issue: ThreadIssue;
  fieldLabel: string | null;
  busy: boolean;
  onStep: (type: IssueStepEvent, message: string) => void;
}) {
  const { t } = useTranslation();
  const text = t as (key: string) => string;
  const date = useFormatDate();
  const id = useId();
  const [note, setNote] = useState('');
  const { can } = issue;
  const acts = can.resolve || can.accept || can.reopen || can.cancel;
  const step = (type: IssueStepEvent) => {
    onStep(type, note.trim());
    setNote('');
  };
  return (
    <article
      aria-label={issue.header}
      className={cn(
        'rounded-md border border-slate-200 bg-white p-3 text-sm',
        issue.status === 'open' && 'border-l-4 border-l-amber-400',
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        <Tag tone={STATUS_TONE[issue.status]}>{text(`issueThread.status.${issue.status}`)}</Tag>
        <span className="text-xs text-slate-500">{text(`issues.kinds.${issue.type}`)}</span>
        {fieldLabel !== null && (
          <span className="text-xs text-slate-500">{t('issueThread.field', { field: fieldLabel })}</span>
        )}
      </header>
      <h3 className="mt-1 font-semibold text-slate-900">{issue.header}</h3>
      <ol aria-label={t('issueThread.stepsLabel')} className="mt-2 flex flex-col gap-1.5">
        {issue.steps.map((entry, index) => (
          <li key={`${entry.step}:${index}`} className="rounded bg-slate-50 px-2 py-1.5 text-xs">
            <p className="text-slate-500">
              <span className="font-medium text-slate-800">
                {entry.author?.name ?? t('issueThread.unknownAuthor')}
              </span>{' '}
              ({text(`issueThread.roles.${entry.role}`)}) · {text(`issueThread.steps.${entry.step}`)} ·{' '}
              <time dateTime={entry.at}>{date(entry.at)}</time>
            </p>
            {entry.message !== null && (
              <p className="mt-0.5 whitespace-pre-wrap text-slate-800">{entry.message}</p>
            )}
          </li>
        ))}
      </ol>
      {acts && (
        <div className="mt-2 flex flex-col gap-2">
          <label htmlFor={`${id}-note`} className="flex flex-col gap-1 text-xs font-medium text-slate-700">
            {can.resolve ? t('issueThread.answer') : t('issueThread.note')}
            <textarea
              id={`${id}-note`}
              value={note}
              rows={2}
              maxLength={2000}
              onChange={(event) => setNote(event.target.value)}
              className="rounded-md border border-slate-300 px-2 py-1 text-sm"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            {can.resolve && (
              <Button size="sm" disabled={busy} onClick={() => step('RESOLVE')}>
                {t('issueThread.resolve')}
              </Button>
            )}
            {can.accept && (
              <Button size="sm" disabled={busy} onClick={() => step('ACCEPT')}>
                {t('issueThread.accept')}
              </Button>
            )}
            {can.reopen && (
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => step('REOPEN')}>
                {t('issueThread.reopen')}
              </Button>
            )}
            {can.cancel && (
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => step('CANCEL')}>
                {t('issueThread.cancel')}
              </Button>
            )}
          </div>
        </div>
      )}
    </article>
  );
}
