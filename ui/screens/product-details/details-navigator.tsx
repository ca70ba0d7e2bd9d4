import * as Tabs from '@radix-ui/react-tabs';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { DetailsTab } from '@machines/product-details.machine';
import { selectOnlyFilled, selectOnlyOwn, selectTab } from '@machines/product-details.selectors';
import { useCard, useDetailsActor } from './details-context';
import { IssueKindShortcuts, IssuesPanel } from './issues-panel';
import { ToggleSwitch } from './toggle-switch';
import { useDetailsSections } from './use-details-sections';

const tabClass =
  'flex-1 border-b-2 border-transparent px-3 py-2 text-xs font-semibold text-slate-600 focus-visible:outline-2 focus-visible:outline-accent-600 data-[state=active]:border-accent-600 data-[state=active]:text-accent-800';
const linkClass =
  'flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-600';

/**
 * §2 Product details, left tab: the sections (with the only-filled-in and only-own toggles and a jump to
 * each part of the card) or the issues (with their filter, all by default).
 */
export function DetailsNavigator({ onJump }: { onJump: (targetId: string) => void }) {
  const { t } = useTranslation();
  const actor = useDetailsActor();
  const card = useCard();
  const tab = useSelector(actor, selectTab);
  const onlyFilled = useSelector(actor, selectOnlyFilled);
  const onlyOwn = useSelector(actor, selectOnlyOwn);
  const sections = useDetailsSections();
  const parts = [
    { id: 'details-identify', name: t('productDetails.sections.identify'), count: null },
    { id: 'details-media', name: t('productDetails.sections.media'), count: null },
    ...sections.map((section) => ({
      id: `details-section-${section.code}`,
      name: section.name,
      count: section.count,
    })),
    { id: 'details-logistics', name: t('productDetails.sections.logistics'), count: null },
    { id: 'details-recycling', name: t('recycling.heading'), count: null },
    { id: 'details-availability', name: t('productDetails.sections.availability'), count: null },
  ];

  return (
    <Tabs.Root
      value={tab}
      // Radix reports a click twice (pointer down, then focus) before the tab re-renders: one TAB.SET.
      onValueChange={(value) =>
        value !== actor.getSnapshot().context.tab && actor.send({ type: 'TAB.SET', tab: value as DetailsTab })
      }
      className="flex flex-col rounded-lg border border-slate-200 bg-white"
    >
      <Tabs.List aria-label={t('productDetails.tabs.label')} className="flex border-b border-slate-200">
        <Tabs.Trigger value="sections" className={tabClass}>
          {t('productDetails.tabs.sections')}
        </Tabs.Trigger>
        <Tabs.Trigger value="issues" className={tabClass}>
          {t('productDetails.tabs.issues')}
          {card.issues.length > 0 && (
            <span className="ml-1.5 rounded-full bg-amber-100 px-1.5 py-0.5 text-[10px] text-amber-800 tabular-nums">
              {card.issues.length}
            </span>
          )}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="sections" className="flex flex-col gap-1 p-2 focus-visible:outline-none">
        <IssueKindShortcuts />
        <ToggleSwitch
          label={t('productDetails.toggles.onlyFilled')}
          checked={onlyFilled}
          onToggle={() => actor.send({ type: 'ONLY_FILLED.TOGGLE' })}
        />
        <ToggleSwitch
          label={t('productDetails.toggles.onlyOwn')}
          hint={t('productDetails.toggles.onlyOwnHint')}
          checked={onlyOwn}
          onToggle={() => actor.send({ type: 'ONLY_OWN.TOGGLE' })}
        />
        <nav
          aria-label={t('productDetails.sections.navLabel')}
          className="mt-1 border-t border-slate-100 pt-1"
        >
          <ul className="flex flex-col">
            {parts.map((part) => (
              <li key={part.id}>
                <a
                  href={`#${part.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onJump(part.id);
                  }}
                  className={linkClass}
                >
                  <span className="min-w-0 break-words">{part.name}</span>
                  {part.count !== null && (
                    <span className="shrink-0 text-[11px] text-slate-500 tabular-nums">
                      <span aria-hidden="true">{part.count}</span>
                      <span className="sr-only">
                        {t('productDetails.sections.attributeCount', { count: part.count })}
                      </span>
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Tabs.Content>
      <Tabs.Content value="issues" className="p-2 focus-visible:outline-none">
        <IssuesPanel onJump={onJump} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
