import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@kit/skeleton';
import type { ChunkMounter } from './chunk-mounter';
import { AttributeSections } from './attribute-sections';
import { useForm } from './form-actors';
import { AvailabilityPart, IdentifyPart, LogisticsPart, MediaPart } from './section-parts';

interface FormSectionsProps {
  productId: number | null;
  blocked: boolean;
  reloading: boolean;
  skeleton: boolean;
  mounter: ChunkMounter;
}

/**
 * A section of the card with its layout and paint contained: a keystroke lays out and repaints its own
 * section, not the whole card (menus and dialogs open in portals, outside it).
 */
function OwnSection({ code, title, children }: { code: string; title: string; children: ReactNode }) {
  return (
    <section
      id={`section-${code}`}
      aria-labelledby={`section-${code}-title`}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white [contain:layout_paint]"
    >
      <h2
        id={`section-${code}-title`}
        className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-900"
      >
        {title}
      </h2>
      <div className="p-4">{children}</div>
    </section>
  );
}

/**
 * §2 Sections of the card in navigator order: identify, the attribute sections, media, logistic. Each part
 * reads its own slice of the form (section-parts.tsx), so this frame re-renders only when the sections do.
 */
export const FormSections = memo(function FormSections({
  productId,
  blocked,
  reloading,
  skeleton,
  mounter,
}: FormSectionsProps) {
  const { t } = useTranslation();
  const sections = useForm((state) => state.sections);
  const hasLogistics = useForm((state) => state.rules.logistic_definitions.length > 0);
  const nameOf = (code: string) => sections.find((section) => section.code === code)?.name ?? code;
  return (
    <>
      <OwnSection code="identify" title={nameOf('identify')}>
        <IdentifyPart />
      </OwnSection>
      <div aria-busy={reloading || undefined} className="relative flex flex-col gap-4">
        {skeleton ? (
          <div
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
            data-testid="schema-skeleton"
          >
            <p className="text-sm text-slate-500">{t('productForm.loadingSchema')}</p>
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : (
          <AttributeSections productId={productId} blocked={blocked || reloading} mounter={mounter} />
        )}
      </div>
      <OwnSection code="media" title={nameOf('media')}>
        <MediaPart blocked={blocked} productId={productId} />
      </OwnSection>
      {hasLogistics && (
        <OwnSection code="logistic" title={nameOf('logistic')}>
          <LogisticsPart blocked={blocked} />
        </OwnSection>
      )}
      {/* §2 network_availability is hidden from the section list; it is the card's settings (default tab). */}
      <OwnSection code="network_availability" title={t('availability.heading')}>
        <AvailabilityPart blocked={blocked} />
      </OwnSection>
    </>
  );
});
