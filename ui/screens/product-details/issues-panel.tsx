import * as RadioGroup from '@radix-ui/react-radio-group';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filterIssues,
  ISSUE_FILTERS,
  issueCounts,
  isIssueFilter,
  type IssueFilter,
} from '@domain/product-details';
import { cn } from '@kit/cn';
import { selectIssueFilter } from '@machines/product-details.selectors';
import { useCard, useDetailsActor } from './details-context';
import { useDetailsSections } from './use-details-sections';
import { useIssueText } from './use-issue-text';

const FILTER_LABEL: Record<IssueFilter, string> = {
  all: 'productDetails.issues.all',
  qc: 'issues.kinds.qc',
  compliance: 'issues.kinds.compliance',
  validation: 'issues.kinds.validation',
};
const TONE: Record<Exclude<IssueFilter, 'all'>, string> = {
  qc: 'border-amber-400',
  compliance: 'border-sky-400',
  validation: 'border-red-400',
};

/**
 * §2 Product details, issues tab: the filter (all by default; qc, compliance or validation) and the list,
 * each issue with its kind, what it is about and its message; an attribute's issue leads to the attribute.
 */
export function IssuesPanel({ onJump }: { onJump: (targetId: string) => void }) {
  const { t } = useTranslation();
  const text = t as (key: string) => string;
  const actor = useDetailsActor();
  const card = useCard();
  const filter = useSelector(actor, selectIssueFilter);
  const counts = useMemo(() => issueCounts(card.issues), [card.issues]);
  const shown = useMemo(() => filterIssues(card.issues, filter), [card.issues, filter]);
  const describe = useIssueText();
  // Only attributes the toggles let through are there to jump to.
  const sections = useDetailsSections();
  const shownUuids = useMemo(
    () =>
      new Set(
        sections.flatMap((section) => section.blocks.flatMap((block) => block.attributes.map((a) => a.uuid))),
      ),
    [sections],
  );

  return (
    <div className="flex flex-col gap-2">
      <RadioGroup.Root
        value={filter}
        onValueChange={(value) =>
          isIssueFilter(value) && actor.send({ type: 'ISSUES.FILTER', filter: value })
        }
        aria-label={t('productDetails.issues.filterLabel')}
        className="flex flex-col gap-1"
      >
        {ISSUE_FILTERS.map((value) => (
          <RadioGroup.Item
            key={value}
            value={value}
            className="flex items-center justify-between gap-1 rounded-md border border-slate-200 px-2 py-1 text-left text-xs text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-600 data-[state=checked]:border-accent-600 data-[state=checked]:bg-accent-50 data-[state=checked]:font-semibold data-[state=checked]:text-accent-900"
          >
            <span className="min-w-0 truncate">{text(FILTER_LABEL[value])}</span>
            <span className="shrink-0 tabular-nums">{counts[value]}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {shown.length === 0 ? (
        <p className="px-1 py-2 text-sm text-slate-500">
          {card.issues.length === 0 ? t('productDetails.issues.none') : t('productDetails.issues.noneOfKind')}
        </p>
      ) : (
        <ul aria-label={t('productDetails.issues.listLabel')} className="flex flex-col gap-1.5">
          {shown.map((issue, index) => {
            const { header, message } = describe(issue);
            const uuid = issue.ns === 'attributes' ? issue.identify.split('.')[0]! : null;
            return (
              <li
                key={`${index}:${issue.type}:${issue.ns}:${issue.identify}`}
                className={cn('rounded-md border-l-4 bg-slate-50 px-2 py-1.5 text-xs', TONE[issue.type])}
              >
                <p className="font-semibold text-slate-500">{text(`issues.kinds.${issue.type}`)}</p>
                {uuid !== null && shownUuids.has(uuid) ? (
                  <a
                    href={`#attribute-${uuid}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onJump(`attribute-${uuid}`);
                    }}
                    className="font-medium text-accent-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
                  >
                    {header}
                  </a>
                ) : (
                  <p className="font-medium text-slate-900">{header}</p>
                )}
                <p className="text-slate-700">{message}</p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * §2 The kinds of issue the card has, from the sections tab: choosing one shows the issues of that kind
 * (the productDetails machine moves to the issues tab with that filter).
 */
export function IssueKindShortcuts() {
  const { t } = useTranslation();
  const text = t as (key: string) => string;
  const actor = useDetailsActor();
  const card = useCard();
  const counts = useMemo(() => issueCounts(card.issues), [card.issues]);
  const kinds = ISSUE_FILTERS.filter((kind) => kind !== 'all' && counts[kind] > 0);
  if (kinds.length === 0) return null;
  return (
    <ul aria-label={t('productDetails.issues.byKind')} className="flex flex-wrap gap-1 px-2 pb-1">
      {kinds.map((kind) => (
        <li key={kind}>
          <button
            type="button"
            onClick={() => actor.send({ type: 'ISSUES.FILTER', filter: kind })}
            className={cn(
              'rounded-md border-l-4 bg-slate-50 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-600',
              kind !== 'all' && TONE[kind],
            )}
          >
            {t('productDetails.issues.kindCount', { kind: text(FILTER_LABEL[kind]), count: counts[kind] })}
          </button>
        </li>
      ))}
    </ul>
  );
}
