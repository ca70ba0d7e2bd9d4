import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMedia } from '@api/media';
import { MEDIA_TYPE } from '@domain/constants';
import type { Attribute, AttributeData } from '@domain/product';
import type { UploadFile } from '@kit/attribute-fields/control-props';
import { AttributeChunk } from './attribute-chunk';
import type { AttributeRowProps } from './attribute-row';
import type { ChunkMounter } from './chunk-mounter';
import { useForm, useFormActors } from './form-actors';
import { sameLayout, sectionLayouts, type SectionLayout } from './section-layout';
import { useFieldLabels } from '@app/forms/use-field-labels';
import { useMessage } from './use-message';

/** Rows mounted with the card: about one screenful of dense fields; the rest mount near the viewport or when idle. */
const FIRST_ROWS = 120;
/** Rows per chunk (one content-visibility grid, mounted as one). */
const ROWS_PER_CHUNK = 16;

interface SectionsProps {
  productId: number | null;
  blocked: boolean;
  /** Mounts the chunks of rows near the viewport first and the others when the browser is idle. */
  mounter: ChunkMounter;
}

/** §2 The attribute sections of the card with their groups and fields. */
export function AttributeSections({ productId, blocked, mounter }: SectionsProps) {
  const { t } = useTranslation();
  const { edits } = useFormActors();
  const attributes = useForm((state) => state.attributes, sameLayout);
  const sections = useForm((state) => state.sections);
  const groups = useForm((state) => state.groups);
  const layouts = useMemo(() => sectionLayouts(sections, groups, attributes), [sections, groups, attributes]);
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
  const onChange = useCallback((uuid: string, data: AttributeData[]) => edits.put(uuid, data), [edits]);
  const onSettle = edits.flush;
  const uploadFile = useCallback<UploadFile>(
    async (_attribute: Attribute, file: File) => {
      const answer = await uploadMedia(file, MEDIA_TYPE.OTHER, () => {}, { productId });
      return { id: answer.id, filename: answer.filename };
    },
    [productId],
  );

  // One object for every section, so that a section whose rows did not change skips its render.
  const rowProps = useMemo(
    () => ({ labels, onChange, onSettle, message, uploadFile, blocked }),
    [labels, onChange, onSettle, message, uploadFile, blocked],
  );
  const pendingLabel = t('productForm.fieldsPending');

  if (layouts.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 p-6 text-sm text-slate-500">
        {t('productForm.noAttributes')}
      </p>
    );
  }
  let offset = 0;
  return (
    <>
      {layouts.map((layout) => {
        const eagerRows = Math.max(0, FIRST_ROWS - offset);
        offset += layout.count;
        return (
          <AttributeSection
            key={layout.section.code}
            layout={layout}
            eagerRows={eagerRows}
            expanded={!collapsed.has(layout.section.code)}
            onToggle={toggle}
            mounter={mounter}
            pendingLabel={pendingLabel}
            rowProps={rowProps}
          />
        );
      })}
    </>
  );
}

interface SectionProps {
  layout: SectionLayout;
  /** How many of the section's first rows mount with the card. */
  eagerRows: number;
  expanded: boolean;
  onToggle: (code: string) => void;
  mounter: ChunkMounter;
  pendingLabel: string;
  rowProps: Omit<AttributeRowProps, 'uuid'>;
}

const AttributeSection = memo(function AttributeSection({
  layout,
  eagerRows,
  rowProps,
  expanded,
  onToggle,
  mounter,
  pendingLabel,
}: SectionProps) {
  const { t } = useTranslation();
  const code = layout.section.code;
  let start = 0;
  // Layout and paint contained, as the card's own sections (form-sections.tsx).
  return (
    <section
      id={`section-${layout.section.code}`}
      aria-labelledby={`section-${layout.section.code}-title`}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white [contain:layout_paint]"
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
          const chunks: string[][] = [];
          if (expanded)
            for (let i = 0; i < block.uuids.length; i += ROWS_PER_CHUNK)
              chunks.push(block.uuids.slice(i, i + ROWS_PER_CHUNK));
          const blockStart = start;
          start += block.uuids.length;
          const fields = (
            <div className="flex flex-col gap-y-3">
              {chunks.map((chunk, index) => (
                <AttributeChunk
                  key={chunk[0]}
                  uuids={chunk}
                  eager={blockStart + index * ROWS_PER_CHUNK < eagerRows}
                  mounter={mounter}
                  pendingLabel={pendingLabel}
                  rowProps={rowProps}
                />
              ))}
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
