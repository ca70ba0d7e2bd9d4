import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { CategoryNode } from '@contract/categories';
import { fetchCategories } from '@api/categories';
import { branchIds } from '@domain/category-tree';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { TextField } from '@kit/text-field';
import { CategoryTree } from './category-tree';
import { categorySearchMachine, type SearchNode } from '@machines/category-search.machine';

export interface CategoryPickerProps {
  /** Checkboxes and a confirm button (several categories) instead of choosing one at once. */
  multi: boolean;
  /** The card's categories and their names, ticked when the picker opens. */
  selected: readonly number[];
  selectedNames: Readonly<Record<number, string>>;
  onClose(): void;
  /** The chosen bricks and their names. */
  onChosen(ids: number[], names: Record<number, string>): void;
}

const search = fromPromise<SearchNode[], { q: string }>(({ input, signal }) =>
  fetchCategories(input.q, signal),
);

/** Which branches are open, remembered per search: a new search starts fully open (its paths readable). */
interface Expansion {
  q: string;
  ids: ReadonlySet<number>;
}

/**
 * §2 Modals "category picker (single or multi)": a search box (250 ms after the last key) over the GPC
 * tree; only bricks can be chosen. Single: choosing one confirms. Multi: tick several, then confirm.
 */
export function CategoryPicker(props: CategoryPickerProps) {
  const actor = useActorRef(categorySearchMachine.provide({ actors: { search } }));
  return <CategoryPickerView {...props} search={actor} />;
}

export type CategorySearchActor = ActorRefFrom<typeof categorySearchMachine>;

/** The picker on its search actor (the category-search machine's replay renders it on its own). */
export function CategoryPickerView({
  multi,
  selected,
  selectedNames,
  onClose,
  onChosen,
  search: actor,
}: CategoryPickerProps & { search: CategorySearchActor }) {
  const { t } = useTranslation();
  const q = useSelector(actor, (s) => s.context.q);
  const shownQ = useSelector(actor, (s) => s.context.shownQ);
  const categories = useSelector(actor, (s) => s.context.categories) as CategoryNode[] | null;
  const busy = useSelector(actor, (s) => s.matches('loading') || s.matches('waiting'));
  const failed = useSelector(actor, (s) => s.matches('failed'));

  const [expansion, setExpansion] = useState<Expansion>({ q: '', ids: new Set() });
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(
    () => new Map(selected.map((id) => [id, selectedNames[id] ?? String(id)])),
  );

  const expanded: ReadonlySet<number> =
    expansion.q === shownQ ? expansion.ids : new Set(shownQ === '' ? [] : branchIds(categories ?? []));

  const toggle = (id: number, open: boolean) => {
    const ids = new Set(expanded);
    if (open) ids.add(id);
    else ids.delete(id);
    setExpansion({ q: shownQ, ids });
  };

  const choose = (node: CategoryNode) => {
    if (!multi) {
      onChosen([node.id], { [node.id]: node.name });
      return;
    }
    const next = new Map(chosen);
    if (next.has(node.id)) next.delete(node.id);
    else next.set(node.id, node.name);
    setChosen(next);
  };

  const confirm = () => onChosen([...chosen.keys()], Object.fromEntries(chosen));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('categoryPicker.title')}
      description={multi ? t('categoryPicker.descriptionMulti') : t('categoryPicker.description')}
      className="md:w-[40rem]"
    >
      <div className="flex flex-col gap-3">
        <TextField
          type="search"
          label={t('categoryPicker.search')}
          hint={t('categoryPicker.searchHint')}
          value={q}
          autoComplete="off"
          onValueChange={(value) => actor.send({ type: 'TYPE', q: value })}
        />
        {failed && (
          <RetryAlert
            message={t('categoryPicker.loadFailed')}
            retryLabel={t('categoryPicker.retry')}
            onRetry={() => actor.send({ type: 'RETRY' })}
          />
        )}
        {categories === null && !failed && (
          <div
            data-testid="category-skeleton"
            role="status"
            aria-busy="true"
            aria-label={t('app.loading')}
            className="flex flex-col gap-2 p-1"
          >
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} className="h-6" />
            ))}
          </div>
        )}
        {categories !== null && categories.length === 0 && shownQ !== '' && (
          <p role="status" className="text-sm text-slate-600">
            {t('categoryPicker.noResults')}
          </p>
        )}
        {categories !== null && categories.length > 0 && (
          <CategoryTree
            label={t('categoryPicker.tree')}
            nodes={categories}
            expanded={expanded}
            focusedId={focusedId}
            multi={multi}
            chosen={new Set(chosen.keys())}
            busy={busy}
            onFocus={setFocusedId}
            onToggle={toggle}
            onChoose={choose}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('categoryPicker.cancel')}
          </Button>
          {multi && (
            <Button onClick={confirm} disabled={chosen.size === 0}>
              {t('categoryPicker.confirm', { count: chosen.size })}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
