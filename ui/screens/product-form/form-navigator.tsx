import * as Switch from '@radix-ui/react-switch';
import * as Tabs from '@radix-ui/react-tabs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { faultList, type Fault } from '@domain/faults';
import { cn } from '@kit/cn';
import { useForm, useFormActors } from './form-actors';
import { faultsPerSection } from './section-faults';
import { useMessage } from './use-message';
import { sameLayout } from './section-layout';
import { useSectionSpy } from './use-section-spy';
import { IssueLink } from './issue-link';
import { PROFILE_LABELS } from '@domain/issue-header';

export type NavigatorTab = 'sections' | 'validation';

interface NavigatorProps {
  tab: NavigatorTab;
  onTab: (tab: NavigatorTab) => void;
  /** The form's own sections that are rendered (identify, media, logistic …). */
  shownSections: ReadonlySet<string>;
  onJump: (sectionCode: string, fieldId?: string) => void;
}

/**
 * §2 Product form navigator: tabs for sections (anchors, fault counts, only-required toggle) and validation
 * (every fault with its field, a jump to it, the warnings and the issues, each issue removable).
 */
export function FormNavigator({ tab, onTab, shownSections, onJump }: NavigatorProps) {
  const { t } = useTranslation();
  const { form } = useFormActors();
  const sections = useForm((state) => state.sections);
  const faults = useForm((state) => state.faults);
  // Names and sections of attributes do not change while typing: a keystroke leaves the navigator alone.
  const attributes = useForm((state) => state.attributes, sameLayout);
  const warnings = useForm((state) => state.warnings);
  const issues = useForm((state) => state.issues);
  const onlyRequired = useSelector(form, (s) => s.context.onlyRequired);
  const counts = useMemo(() => faultsPerSection(faults, attributes), [faults, attributes]);
  const list = useMemo(() => faultList(faults), [faults]);
  const message = useMessage();
  const nameOf = useMemo(() => new Map(attributes.map((a) => [a.uuid, a])), [attributes]);

  const visible = sections.filter(
    (section) => !section.is_hidden && (section.kind === 'attributes' || shownSections.has(section.code)),
  );
  const active = useSectionSpy(
    visible.map((section) => section.code),
    form,
  );

  function describe(fault: Fault): { label: string; section: string; field?: string } {
    if (fault.namespace === 'attributes') {
      const uuid = fault.field.split('.')[0]!;
      const attribute = nameOf.get(uuid);
      return {
        label: attribute?.name ?? uuid,
        section: attribute?.section_code ?? '',
        field: `attribute-${uuid}`,
      };
    }
    if (fault.namespace === 'product_profile') {
      const key = PROFILE_LABELS[fault.field];
      return { label: key ? (t as (k: string) => string)(key) : fault.field, section: 'identify' };
    }
    if (fault.namespace === 'gallery') {
      // The field is the media type (1–6) the fault is about.
      const type = /^[1-6]$/.test(fault.field) ? (fault.field as '1' | '2' | '3' | '4' | '5' | '6') : null;
      return {
        label: type ? `${t('media.title')}: ${t(`media.types.${type}`)}` : t('media.title'),
        section: 'media',
      };
    }
    if (fault.namespace === 'logistic' || fault.namespace === 'ean')
      return { label: t('logistics.heading'), section: 'logistic' };
    return { label: fault.field, section: 'identify' };
  }

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTab(value as NavigatorTab)}
      className="flex flex-col rounded-lg border border-slate-200 bg-white"
    >
      <Tabs.List aria-label={t('productForm.navigator.label')} className="flex border-b border-slate-200">
        {(['sections', 'validation'] as const).map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className="flex-1 border-b-2 border-transparent px-3 py-2 text-xs font-semibold text-slate-600 focus-visible:outline-2 focus-visible:outline-accent-600 data-[state=active]:border-accent-600 data-[state=active]:text-accent-800"
          >
            {t(`productForm.navigator.${value}`)}
            {value === 'validation' && list.length > 0 && (
              <span className="ml-1.5 rounded-full bg-red-100 px-1.5 py-0.5 text-[10px] text-red-700 tabular-nums">
                {list.length}
              </span>
            )}
            {value === 'validation' && issues.length > 0 && (
              <span
                aria-label={t('issueThread.openCount', { count: issues.length })}
                className="ml-1.5 rounded-full bg-amber-100 px-1.5 py-0.5 text-[10px] text-amber-900 tabular-nums"
              >
                {issues.length}
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="sections" className="flex flex-col gap-1 p-2 focus-visible:outline-none">
        <label className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-xs text-slate-700">
          {t('productForm.navigator.onlyRequired')}
          <Switch.Root
            checked={onlyRequired}
            onCheckedChange={() => form.send({ type: 'ONLY_REQUIRED.TOGGLE' })}
            className="relative h-5 w-9 shrink-0 rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 data-[state=checked]:bg-accent-600"
          >
            <Switch.Thumb className="block h-4 w-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
          </Switch.Root>
        </label>
        <nav aria-label={t('productForm.navigator.sections')}>
          <ul className="flex flex-col">
            {visible.map((section) => {
              const count = counts[section.code] ?? 0;
              return (
                <li key={section.code}>
                  <a
                    href={`#section-${section.code}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onJump(section.code);
                    }}
                    aria-current={active === section.code ? 'location' : undefined}
                    className="flex items-center justify-between gap-2 rounded-md border-l-2 border-transparent px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-600 aria-[current=location]:border-accent-600 aria-[current=location]:bg-accent-50/60 aria-[current=location]:font-medium aria-[current=location]:text-accent-900"
                  >
                    <span className="min-w-0 break-words">{section.name}</span>
                    {count > 0 && (
                      <span className="shrink-0 rounded-full bg-red-100 px-1.5 py-0.5 text-[10px] font-semibold whitespace-nowrap text-red-700 tabular-nums">
                        {t('productForm.navigator.faults', { count })}
                      </span>
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        {/* §2 The settings tab (default: availability), kept out of the section list. */}
        <nav aria-label={t('productForm.navigator.settings')} className="border-t border-slate-100 pt-1">
          <p className="px-2 pt-1 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
            {t('productForm.navigator.settings')}
          </p>
          <a
            href="#section-network_availability"
            onClick={(event) => {
              event.preventDefault();
              onJump('network_availability');
            }}
            className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            <span className="min-w-0 break-words">{t('availability.heading')}</span>
            {(counts.network_availability ?? 0) > 0 && (
              <span className="shrink-0 rounded-full bg-red-100 px-1.5 py-0.5 text-[10px] font-semibold whitespace-nowrap text-red-700 tabular-nums">
                {t('productForm.navigator.faults', { count: counts.network_availability ?? 0 })}
              </span>
            )}
          </a>
        </nav>
      </Tabs.Content>
      <Tabs.Content value="validation" className="flex flex-col gap-3 p-2 focus-visible:outline-none">
        {list.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-slate-500">{t('productForm.navigator.noFaults')}</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="validation-list">
            {list.map((fault, index) => {
              const target = describe(fault);
              return (
                <li key={`${fault.namespace}:${fault.field}:${index}`}>
                  <button
                    type="button"
                    onClick={() => onJump(target.section, target.field)}
                    className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-accent-600"
                  >
                    <span className="block font-medium text-slate-800">
                      {fault.header ? `${fault.header}: ` : ''}
                      {target.label}
                    </span>
                    <span className="block text-xs text-red-700">{message(fault.message)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {warnings.length > 0 && (
          <div>
            <h3 className="px-2 text-xs font-semibold text-amber-800">
              {t('productForm.navigator.warnings')}
            </h3>
            <ul className="mt-1 flex flex-col gap-1">
              {warnings.map((warning, index) => (
                <li key={`${warning.field}:${index}`} className="px-2 text-xs text-amber-800">
                  {describe(warning).label}: {message(warning.message)}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h3 className="px-2 text-xs font-semibold text-slate-700">{t('productForm.navigator.issues')}</h3>
          {issues.length === 0 ? (
            <p className="px-2 py-1 text-xs text-slate-500">{t('productForm.navigator.noIssues')}</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1">
              {issues.map((issue) => (
                <li
                  key={`${issue.ns}:${issue.identify}`}
                  className={cn(
                    'flex items-start justify-between gap-2 rounded-md px-2 py-1.5 text-xs',
                    'bg-amber-50',
                  )}
                >
                  <span>
                    <span className="font-semibold text-amber-900">{t(`issues.kinds.${issue.type}`)} · </span>
                    <IssueLink issue={issue} describe={describe} onJump={onJump} />
                    <span className="block text-amber-900">{issue.message}</span>
                  </span>
                  <button
                    type="button"
                    aria-label={t('productForm.navigator.removeIssue')}
                    onClick={() =>
                      form.send({ type: 'ISSUE.REMOVE', identify: issue.identify, ns: issue.ns })
                    }
                    className="rounded px-1 text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-accent-600"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Tabs.Content>
    </Tabs.Root>
  );
}
