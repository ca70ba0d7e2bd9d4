import { memo, useCallback, useMemo } from 'react';
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

/** Rows rendered per frame: about one screenful of dense fields. */
const ROWS_PER_FRAME = 120;

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
  const shown = useProgressiveCount(total, ROWS_PER_FRAME, renderAll);
  const labels = useFieldLabels();
  const message = useMessage();
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
            rowProps={{ labels, onChange, message, uploadFile, blocked }}
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
  rowProps: Omit<Parameters<typeof AttributeRow>[0], 'uuid'>;
}

const AttributeSection = memo(function AttributeSection({ layout, rows, rowProps }: SectionProps) {
  let left = rows;
  return (
    <section
      id={`section-${layout.section.code}`}
      aria-labelledby={`section-${layout.section.code}-title`}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white"
    >
      <h2
        id={`section-${layout.section.code}-title`}
        className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-900"
      >
        {layout.section.name}
      </h2>
      <div className="flex flex-col gap-4 p-4">
        {layout.blocks.map((block) => {
          const count = Math.max(0, Math.min(left, block.uuids.length));
          left -= block.uuids.length;
          const fields = (
            <div className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2">
              {block.uuids.slice(0, count).map((uuid) => (
                <AttributeRow key={uuid} uuid={uuid} {...rowProps} />
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
