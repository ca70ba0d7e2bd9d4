import { useTranslation } from 'react-i18next';
import { cn } from '@kit/cn';

export const STEP_KEYS = ['file', 'mapping', 'preview', 'importing', 'report'] as const;
export type StepKey = (typeof STEP_KEYS)[number];

/** The step a machine state belongs to (§2: initialisation and the file are the first step). */
export function stepOf(state: string): StepKey {
  switch (state) {
    case 'mapping':
      return 'mapping';
    case 'preview':
    case 'starting':
      return 'preview';
    case 'importing':
    case 'reporting':
      return 'importing';
    case 'done':
    case 'failed':
      return 'report';
    default:
      return 'file';
  }
}

/** The importer's steps as an ordered list; the current one is marked for assistive technology. */
export function Steps({ current }: { current: StepKey }) {
  const { t } = useTranslation();
  const at = STEP_KEYS.indexOf(current);
  return (
    <ol
      aria-label={t('productsImporter.screen.steps.label')}
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      {STEP_KEYS.map((key, index) => (
        <li
          key={key}
          aria-current={index === at ? 'step' : undefined}
          className={cn(
            'flex items-center gap-2 rounded-full px-3 py-1 ring-1 ring-inset',
            index === at && 'bg-accent-700 font-medium text-white ring-accent-700',
            index < at && 'bg-accent-50 text-accent-900 ring-accent-200',
            index > at && 'bg-white text-slate-500 ring-slate-200',
          )}
        >
          <span className="tabular-nums">{index + 1}.</span> {t(`productsImporter.screen.steps.${key}`)}
        </li>
      ))}
    </ol>
  );
}
