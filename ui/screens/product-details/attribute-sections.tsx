import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '@domain/constants';
import type { Attribute } from '@domain/product';
import type { DetailsSection } from '@domain/product-details';
import { displayValue } from '@domain/product-details-values';
import { AttributeValue } from './attribute-value';
import { useCard } from './details-context';
import { useDetailsSections } from './use-details-sections';
import { useProgressiveCount } from './use-progressive-count';

/** Rows rendered at once: more than a screenful of dense rows. */
const FIRST_ROWS = 150;
/** Rows added per frame after the first, as transitions (docs/benchmarks.md measured the form's steps). */
const ROWS_PER_STEP = 400;
/**
 * Rows in one block with `content-visibility: auto`: off screen a block's style, layout and paint are
 * skipped, so a card with thousands of attributes (§9) scrolls without laying out every row.
 */
const ROWS_PER_CHUNK = 24;
const ROW_HEIGHT_PX = 33;

/** §2 Product details: the attribute sections, progressively rendered, with the toggles applied. */
export function AttributeSections({ renderAll }: { renderAll: boolean }) {
  const { t } = useTranslation();
  const card = useCard();
  const sections = useDetailsSections();
  const total = sections.reduce((sum, section) => sum + section.count, 0);
  const shown = useProgressiveCount(total, FIRST_ROWS, ROWS_PER_STEP, renderAll);

  if (sections.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-500">
        {card.attributes.length === 0
          ? t('productDetails.sections.noAttributes')
          : t('productDetails.sections.nothingMatches')}
      </p>
    );
  }
  let budget = shown;
  return (
    <>
      {sections.map((section) => {
        const rows = Math.max(0, Math.min(budget, section.count));
        budget -= section.count;
        return <AttributeSection key={section.code} section={section} rows={rows} />;
      })}
    </>
  );
}

const AttributeSection = memo(function AttributeSection({
  section,
  rows,
}: {
  section: DetailsSection<Attribute>;
  /** How many of the section's rows are rendered yet. */
  rows: number;
}) {
  const { t } = useTranslation();
  let left = rows;
  return (
    <section
      id={`details-section-${section.code}`}
      tabIndex={-1}
      aria-labelledby={`details-section-${section.code}-title`}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      <div className="flex items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <h2 id={`details-section-${section.code}-title`} className="text-sm font-semibold text-slate-900">
          {section.name}
        </h2>
        <span className="text-xs text-slate-500 tabular-nums">
          {t('productDetails.sections.attributeCount', { count: section.count })}
        </span>
      </div>
      <div className="flex flex-col gap-3 px-4 py-2">
        {section.blocks.map((block) => {
          const count = Math.max(0, Math.min(left, block.attributes.length));
          left -= block.attributes.length;
          const list = <AttributeList attributes={block.attributes} count={count} />;
          return block.group === null ? (
            <div key={block.key}>{list}</div>
          ) : (
            <div key={block.key} role="group" aria-label={block.group}>
              <p className="pt-1 text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
                {block.group}
              </p>
              {list}
            </div>
          );
        })}
      </div>
    </section>
  );
});

/** A block's rows in chunks; the rows not rendered yet hold their place so the page does not jump. */
function AttributeList({ attributes, count }: { attributes: Attribute[]; count: number }) {
  const chunks = useMemo(() => {
    const list: Attribute[][] = [];
    for (let i = 0; i < count; i += ROWS_PER_CHUNK)
      list.push(attributes.slice(i, Math.min(count, i + ROWS_PER_CHUNK)));
    return list;
  }, [attributes, count]);
  return (
    <div>
      {chunks.map((chunk) => (
        <dl
          key={chunk[0]!.uuid}
          className="[content-visibility:auto]"
          style={{ containIntrinsicSize: `auto ${chunk.length * ROW_HEIGHT_PX}px` }}
        >
          {chunk.map((attribute) => (
            <AttributeRow key={attribute.uuid} attribute={attribute} />
          ))}
        </dl>
      ))}
      {count < attributes.length && (
        <div aria-hidden="true" style={{ height: `${(attributes.length - count) * ROW_HEIGHT_PX}px` }} />
      )}
    </div>
  );
}

/** One attribute: its name (marked with its network when private, §6) and its value. */
const AttributeRow = memo(function AttributeRow({ attribute }: { attribute: Attribute }) {
  const { t, i18n } = useTranslation();
  const card = useCard();
  const language = languageOf(i18n.language);
  const value = useMemo(() => displayValue(attribute, language), [attribute, language]);
  const network = attribute.private_network_code ?? null;
  const networkName = network === null ? null : (card.networkNames[network] ?? network);
  return (
    <div
      id={`attribute-${attribute.uuid}`}
      tabIndex={-1}
      className="grid scroll-mt-4 grid-cols-1 gap-x-4 border-b border-slate-100 py-1.5 text-sm last:border-b-0 focus-visible:outline-2 focus-visible:outline-accent-600 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <dt className="flex min-w-0 flex-wrap items-center gap-1.5 text-slate-600">
        <span className="break-words">{attribute.name}</span>
        {networkName !== null && (
          <span
            title={t('productDetails.network.private', { network: networkName })}
            className="rounded bg-violet-50 px-1.5 py-px text-[11px] font-medium text-violet-800 ring-1 ring-violet-200"
          >
            {t('productDetails.network.mark', { network: networkName })}
          </span>
        )}
      </dt>
      <dd className="min-w-0 text-slate-900">
        <AttributeValue value={value} />
      </dd>
    </div>
  );
});
