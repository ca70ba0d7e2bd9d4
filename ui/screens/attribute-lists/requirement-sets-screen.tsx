import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '@app/module-registry';
import { requirementSetActionActor } from '@app/attribute-lists-actors';
import { usePermission } from '@app/session/use-permission';
import { useDataTable } from '@app/use-data-table';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { ListTable } from './list-table';
import { RequirementSetDialog } from './requirement-set-dialog';

const WIDTHS = {
  name: { minRem: 12, grow: 2 },
  network: { minRem: 7, grow: 0.5 },
  categories: { minRem: 12, grow: 2 },
  attribute_count: { minRem: 6, grow: 0 },
  created_by: { minRem: 9, grow: 1 },
  created_at: { minRem: 7, grow: 0 },
  updated_at: { minRem: 7, grow: 0 },
} as const;

/** §2 Requirement sets (`/react/requirement-sets`): what each retail network requires of cards. */
export function RequirementSetsScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const actor = useDataTable({
    namespace: 'requirement_sets',
    path: '/api/p1/requirement-sets',
    runAction: requirementSetActionActor,
  });
  const manages = usePermission('requirement_sets.manage');
  // undefined: closed; null: a new set; a number: that set.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const filterCount = 2 + Number(!manages) + Number(usePermission('requirements.filter.created_by'));
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{t('requirementSets.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('requirementSets.intro')}</p>
      </div>
      {saved && (
        <Alert tone="success" data-testid="set-saved">
          {t('requirementSets.outcome.saved')}
        </Alert>
      )}
      <ListTable
        actor={actor}
        label={t('requirementSets.tableLabel')}
        widths={WIDTHS}
        skeletonFilters={filterCount}
        rowName={(row) => String(row.cells.name ?? row.id)}
        outcomeText={(_id, count) => t('requirementSets.outcome.deleted', { count })}
        onOwnAction={(row, actionId) => {
          if (actionId !== 'edit') return false;
          setSaved(false);
          setEditing(row.id);
          return true;
        }}
        toolbarEnd={
          manages && (
            <Button
              size="sm"
              onClick={() => {
                setSaved(false);
                setEditing(null);
              }}
            >
              {t('requirementSets.new')}
            </Button>
          )
        }
      />
      <RequirementSetDialog
        setId={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          setSaved(true);
          actor.send({ type: 'RELOAD' });
        }}
      />
    </div>
  );
}
