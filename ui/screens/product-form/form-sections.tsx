import { useCallback, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { selectUser } from '@machines/session.selectors';
import { useSessionActor } from '@app/session/session-context';
import { useTranslation } from 'react-i18next';
import type { Fault } from '@domain/faults';
import { DISPLAY_PACKAGE_FIELD_IDS, LOGISTIC_VALUE } from '@domain/logistics-fields';
import { addMediaFile, withDisplayPhotoRule } from '@domain/media';
import type { Structure } from '@domain/product';
import { Skeleton } from '@kit/skeleton';
import type { ChunkMounter } from './chunk-mounter';
import { AttributeSections } from './attribute-sections';
import { AvailabilitySection } from './availability/availability-section';
import { useForm, useFormActors } from './form-actors';
import { IdentifySection, type IdentifyValues } from './identify/identify-section';
import { LogisticsSection } from './logistics/logistics-section';
import { MediaSection } from './media/media-section';
import type { MediaFileView } from './media/media-types';
import { useMessage } from './use-message';

interface FormSectionsProps {
  productId: number | null;
  blocked: boolean;
  reloading: boolean;
  skeleton: boolean;
  mounter: ChunkMounter;
}

function OwnSection({ code, title, children }: { code: string; title: string; children: ReactNode }) {
  return (
    <section
      id={`section-${code}`}
      aria-labelledby={`section-${code}-title`}
      className="scroll-mt-4 rounded-lg border border-slate-200 bg-white"
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

const newUuid = () => crypto.randomUUID();

/** §2 Sections of the card in navigator order: identify, the attribute sections, media, logistic. */
export function FormSections({ productId, blocked, reloading, skeleton, mounter }: FormSectionsProps) {
  const { t } = useTranslation();
  const { form } = useFormActors();
  const message = useMessage();
  const sections = useForm((state) => state.sections);
  const profile = useForm((state) => state.profile);
  const options = useForm((state) => state.options);
  const categoryNames = useForm((state) => state.categoryNames);
  const faults = useForm((state) => state.faults);
  const media = useForm((state) => state.media);
  const rules = useForm((state) => state.rules);
  const structures = useForm((state) => state.structures);
  const availability = useForm((state) => state.availability);
  // An admin edits on behalf of the card's company: its producers and addresses are the ones offered.
  const isAdmin = useSelector(useSessionActor(), (s) => selectUser(s)?.role === 'admin');
  // §4 Logistics: the dispatch-packaging photo is required exactly while a package is a display package.
  const requiredMedia = useMemo(
    () =>
      withDisplayPhotoRule(
        rules.required_media,
        structures,
        DISPLAY_PACKAGE_FIELD_IDS,
        LOGISTIC_VALUE.POSITIVE,
      ),
    [rules.required_media, structures],
  );
  const nameOf = (code: string) => sections.find((section) => section.code === code)?.name ?? code;

  const translateAll = useCallback(
    (map: Readonly<Record<string, readonly Fault[]>>) =>
      Object.fromEntries(
        Object.entries(map).map(([key, list]) => [key, list.map((fault) => message(fault.message))]),
      ),
    [message],
  );
  const profileErrors = useMemo(() => translateAll(faults.profile), [faults.profile, translateAll]);
  const mediaErrors = useMemo(() => translateAll(faults.media), [faults.media, translateAll]);
  const networkErrors = useMemo(() => translateAll(faults.networks), [faults.networks, translateAll]);
  const logisticsFaults = useMemo(
    () => ({
      packages: Object.fromEntries(
        Object.entries(faults.packages).map(([uuid, fields]) => [uuid, translateAll(fields)]),
      ),
      eans: translateAll(faults.eans),
      general: (faults.packages[''] ? Object.values(faults.packages['']).flat() : [])
        .concat(faults.other.filter((fault) => fault.namespace === 'logistic'))
        .map((fault) => message(fault.message)),
    }),
    [faults.packages, faults.eans, faults.other, translateAll, message],
  );

  const values: IdentifyValues = {
    name: profile.name,
    name_to_show: profile.name_to_show,
    producer: profile.producer,
    brand: profile.brand,
    sub_brand: profile.sub_brand,
    company_address: profile.company_address,
    return_address: profile.return_address,
    category_ids: profile.category_ids,
    is_shared: profile.is_shared,
  };

  const { reload } = useFormActors();
  const onStructures = useCallback(
    (next: Structure[]) => form.send({ type: 'LOGISTIC.CHANGE', structures: next }),
    [form],
  );

  return (
    <>
      <OwnSection code="identify" title={nameOf('identify')}>
        <IdentifySection
          values={values}
          options={{ ...options, categoryNames }}
          errors={profileErrors}
          readOnly={false}
          multiCategory={false}
          {...(isAdmin && options.companyId !== null ? { companyId: options.companyId } : {})}
          onChange={(patch) => form.send({ type: 'PROFILE.CHANGE', patch })}
          onCategoriesChosen={(ids, names) => {
            form.send({ type: 'CATEGORY.NAMES', names });
            reload.send({
              type: 'CATEGORY.CHANGE',
              category_ids: ids,
              network_availability: form.getSnapshot().context.form?.availability ?? null,
            });
          }}
          onOptionsChanged={() => form.send({ type: 'OPTIONS.RELOAD' })}
        />
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
        <MediaSection
          files={media}
          requiredTypes={requiredMedia}
          oneOfTypes={rules.one_of_required_media}
          availableTypes={rules.available_media}
          faults={mediaErrors}
          readOnly={blocked}
          productId={productId}
          onAdd={(file: MediaFileView) => {
            const result = addMediaFile(media, file);
            if (result.ok) form.send({ type: 'MEDIA.CHANGE', media: result.files as MediaFileView[] });
          }}
          onRemove={(id) =>
            form.send({ type: 'MEDIA.CHANGE', media: media.filter((file) => file.id !== id) })
          }
        />
      </OwnSection>
      {rules.logistic_definitions.length > 0 && (
        <OwnSection code="logistic" title={nameOf('logistic')}>
          <LogisticsSection
            structures={structures}
            definitions={rules.logistic_definitions}
            faults={logisticsFaults}
            readOnly={blocked}
            onChange={onStructures}
            newUuid={newUuid}
          />
        </OwnSection>
      )}
      {/* §2 network_availability is hidden from the section list; it is the card's settings (default tab). */}
      <OwnSection code="network_availability" title={t('availability.heading')}>
        <AvailabilitySection
          availability={availability}
          networks={options.networks}
          faults={networkErrors}
          readOnly={blocked}
          onChange={(next) => form.send({ type: 'AVAILABILITY.CHANGE', availability: next })}
        />
      </OwnSection>
    </>
  );
}
