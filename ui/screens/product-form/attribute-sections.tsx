import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMedia } from '@api/media';
import { MEDIA_TYPE } from '@domain/constants';
import type { Attribute, AttributeData } from '@domain/product';
import type { UploadFile } from '@kit/attribute-fields/control-props';
import { AttributeRow } from './attribute-row';
import { useForm, useFormActors } from './form-actors';
import { sameLayout, sectionLayouts, type SectionLayout } from './section-layout';
import { useFieldLabels } from './use-field-labels';
import { useMessage } from './use-message';
import { useProgressiveCount } from './use-progressive-count';

/** Rows rendered at once: about one screenful of dense fields. */
const FIRST_ROWS = 120;
/**
 * Rows added per step after the first, each step a transition React renders in slices between frames.
 * Smaller steps were measured (48, 24): every step then pays a layout of the growing page, the whole card
 * takes two to three times longer and the longest task hardly shrinks (docs/benchmarks.md).
 */
const ROWS_PER_STEP = 360;
/**
 * Rows grouped in one grid with `content-visibility: auto`: off screen, a group's style, layout and paint
 * are skipped (thousands of rows, §9), and a keystroke lays out and paints only its own group.
 */
const ROWS_PER_CHUNK = 16;

interface SectionsProps {
  productId: number | null;
  blocked: boolean;
  /** A section the user jumped to: everything renders at once so that it is there to scroll to. */
  renderAll: boolean;
}

/** §2 The attribute sections of the card with their groups and fields. */
export function AttributeSections({ productId, blocked, renderAll }: SectionsProps) {
  const { t } = useTranslation();
  const { form } = useFormActors();
  const attributes = useForm((state) => state.attributes, sameLayout);
  const sections = useForm((state) => state.sections);
  const groups = useForm((state) => state.groups);
  const layouts = useMemo(() => sectionLayouts(sections, groups, attributes), [sections, groups, attributes]);
  const total = layouts.reduce((sum, layout) => sum + layout.count, 0);
  const shown = useProgressiveCount(total, FIRST_ROWS, ROWS_PER_STEP, renderAll);
  const labels = useFieldLabels();
  const message = useMessage();
  // §2 Each section can be collapsed and expanded again; a collapsed one renders no fields.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (code: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(code)) next.delete(code);
        else next.add(code);
        return next;
      }),
    [],
  );
  const onChange = useCallback(
    (uuid: string, data: AttributeData[]) => form.send({ type: 'ATTRIBUTE.CHANGE', uuid, data }),
    [form],
  );
  const uploadFile = useCallback<UploadFile>(
    async (_attribute: Attribute, file: File) => {
      const answer = await uploadMedia(file, MEDIA_TYPE.OTHER, () => {}, { productId });
      return { id: answer.id, filename: answer.filename };
    },
    [productId],
  );

  // One object for every section, so that a section whose rows did not change skips its render.
  const rowProps = useMemo(
    () => ({ labels, onChange, message, uploadFile, blocked }),
    [labels, onChange, message, uploadFile, blocked],
  );

  if (layouts.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 p-6 text-sm text-slate-500">
        {t('productForm.noAttributes')}
      </p>
    );
  }
  let budget = shown;
  return (
    <>
      {layouts.map((layout) => {
        const rows = Math.max(0, Math.min(budget, layout.count));
        budget -= layout.count;
        return (
          <AttributeSection
            key={layout.section.code}
            layout={layout}
            rows={rows}
            expanded={!collapsed.has(layout.section.code)}
            onToggle={toggle}
            rowProps={rowProps}
          />
        );
      })}
    </>
  );
}

interface SectionProps {
  layout: SectionLayout;
  /** How many of the section's rows are rendered yet. */
  rows: number;
  expanded: boolean;
  onToggle: (code: string) => void;
  rowProps: Omit<Parameters<typeof AttributeRow>[0], 'uuid'>;
}

const AttributeSection = memo(function AttributeSection({
  layout,
  rows,
  rowProps,
  expanded,
  onToggle,
}: SectionProps) {
  const { t } = useTranslation();
  const code = layout.section.code;
  let left = rows;
  return (
    <section
      id={`section-${layout.section.code}`}
      aria-labelledby={`section-${layout.section.code}-title`}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-1.5">
        <h2 id={`section-${code}-title`} className="py-1 text-sm font-semibold text-slate-900">
          {layout.section.name}
        </h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`section-${code}-body`}
          onClick={() => onToggle(code)}
          className="rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          {expanded ? t('productForm.navigator.collapse') : t('productForm.navigator.expand')}
          <span className="sr-only">: {layout.section.name}</span>
        </button>
      </div>
      <div id={`section-${code}-body`} hidden={!expanded} className="flex flex-col gap-4 p-4">
        {layout.blocks.map((block) => {
          const count = expanded ? Math.max(0, Math.min(left, block.uuids.length)) : 0;
          left -= block.uuids.length;
          const chunks: string[][] = [];
          for (let i = 0; i < count; i += ROWS_PER_CHUNK)
            chunks.push(block.uuids.slice(i, Math.min(count, i + ROWS_PER_CHUNK)));
          const fields = (
            <div className="flex flex-col gap-y-3">
              {chunks.map((chunk) => (
                // -m-1 p-1: room for the focus rings that paint containment would clip, same layout.
                <div
                  key={chunk[0]}
                  className="-m-1 grid grid-cols-1 gap-x-6 gap-y-3 p-1 [content-visibility:auto] md:grid-cols-2"
                  style={{ containIntrinsicSize: `auto ${Math.ceil(chunk.length / 2) * 60}px` }}
                >
                  {chunk.map((uuid) => (
                    <AttributeRow key={uuid} uuid={uuid} {...rowProps} />
                  ))}
                </div>
              ))}
              {count < block.uuids.length && (
                <div
                  aria-hidden="true"
                  style={{ height: `${Math.ceil((block.uuids.length - count) / 2) * 60}px` }}
                />
              )}
            </div>
          );
          return block.group === null ? (
            <div key={block.key}>{fields}</div>
          ) : (
            <fieldset key={block.key} className="rounded-md border border-slate-200 px-3 pt-1 pb-3">
              <legend className="px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {block.group}
              </legend>
              {fields}
            </fieldset>
          );
        })}
      </div>
    </section>
  );
});
