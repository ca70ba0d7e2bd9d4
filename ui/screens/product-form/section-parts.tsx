import { useCallback, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { selectUser } from '@machines/session.selectors';
import { useSessionActor } from '@app/session/session-context';
import { usePermission } from '@app/session/use-permission';
import type { Fault } from '@domain/faults';
import { DISPLAY_PACKAGE_FIELD_IDS, LOGISTIC_VALUE } from '@domain/logistics-fields';
import { addMediaFile, hasDisplayPackage, withDisplayPhoto } from '@domain/media';
import type { Structure } from '@domain/product';
import { AvailabilitySection } from './availability/availability-section';
import { useForm, useFormActors } from './form-actors';
import { IdentifySection, type IdentifyValues } from './identify/identify-section';
import { LogisticsSection } from './logistics/logistics-section';
import { MediaRemarksProvider } from '@app/media-remark/media-remark-counts';
import { MediaSection } from './media/media-section';
import type { MediaFileView } from './media/media-types';
import { useMessage } from './use-message';

/*
 * Each section of the card's own data reads only its slice of the form: an edit in one (a weight typed in
 * a package) re-renders that section, not the other sections nor the thousand attribute rows beside them.
 */

const newUuid = () => crypto.randomUUID();

/** Translates a map of faults by key into messages, keeping one identity while the faults stay the same. */
function useTranslateFaults() {
  const message = useMessage();
  return useCallback(
    (map: Readonly<Record<string, readonly Fault[]>>) =>
      Object.fromEntries(
        Object.entries(map).map(([key, list]) => [key, list.map((fault) => message(fault.message))]),
      ),
    [message],
  );
}

/** §2 Identification: the card's profile with the options of its company. */
export function IdentifyPart() {
  const { form, reload } = useFormActors();
  const translateAll = useTranslateFaults();
  const profile = useForm((state) => state.profile);
  const options = useForm((state) => state.options);
  const categoryNames = useForm((state) => state.categoryNames);
  const profileFaults = useForm((state) => state.faults.profile);
  const issues = useForm((state) => state.issues);
  const errors = useMemo(() => translateAll(profileFaults), [profileFaults, translateAll]);
  // An admin edits on behalf of the card's company: its producers and addresses are the ones offered.
  const isAdmin = useSelector(useSessionActor(), (s) => selectUser(s)?.role === 'admin');
  // §6 Edit addresses and fetch own producers: not admin.
  const editsAddresses = usePermission('address.edit');
  const fetchesProducers = usePermission('producers.own');
  const companyDataLocked = !editsAddresses || !fetchesProducers;
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
  return (
    <IdentifySection
      values={values}
      options={{ ...options, categoryNames }}
      errors={errors}
      issues={issues}
      readOnly={false}
      multiCategory={false}
      companyDataLocked={companyDataLocked}
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
  );
}

/** §2 Media: the card's files against the required, one-of and available media types. */
export function MediaPart({ blocked, productId }: { blocked: boolean; productId: number | null }) {
  const { form } = useFormActors();
  const translateAll = useTranslateFaults();
  const media = useForm((state) => state.media);
  const rules = useForm((state) => state.rules);
  // Read as a yes or no, so a weight typed in a package leaves this section as it is.
  const display = useForm((state) =>
    hasDisplayPackage(state.structures, DISPLAY_PACKAGE_FIELD_IDS, LOGISTIC_VALUE.POSITIVE),
  );
  const mediaFaults = useForm((state) => state.faults.media);
  const errors = useMemo(() => translateAll(mediaFaults), [mediaFaults, translateAll]);
  // §4 Logistics: the dispatch-packaging photo is required exactly while a package is a display package.
  const requiredMedia = useMemo(
    () => withDisplayPhoto(rules.required_media, display),
    [rules.required_media, display],
  );
  const section = (
    <MediaSection
      files={media}
      requiredTypes={requiredMedia}
      oneOfTypes={rules.one_of_required_media}
      availableTypes={rules.available_media}
      faults={errors}
      readOnly={blocked}
      productId={productId}
      onAdd={(file: MediaFileView) => {
        const result = addMediaFile(media, file);
        if (result.ok) form.send({ type: 'MEDIA.CHANGE', media: result.files as MediaFileView[] });
      }}
      onRemove={(id) => form.send({ type: 'MEDIA.CHANGE', media: media.filter((file) => file.id !== id) })}
    />
  );
  // The photos' remark badges and modal need a saved card (§2 Modals: media remark).
  return productId === null ? (
    section
  ) : (
    <MediaRemarksProvider productId={productId}>{section}</MediaRemarksProvider>
  );
}

/** §2 Logistics: the packaging structures with the faults of their packages and EANs. */
export function LogisticsPart({ blocked }: { blocked: boolean }) {
  const { form } = useFormActors();
  const message = useMessage();
  const translateAll = useTranslateFaults();
  const structures = useForm((state) => state.structures);
  const definitions = useForm((state) => state.rules.logistic_definitions);
  const packageFaults = useForm((state) => state.faults.packages);
  const eanFaults = useForm((state) => state.faults.eans);
  const otherFaults = useForm((state) => state.faults.other);
  const faults = useMemo(
    () => ({
      packages: Object.fromEntries(
        Object.entries(packageFaults).map(([uuid, fields]) => [uuid, translateAll(fields)]),
      ),
      eans: translateAll(eanFaults),
      general: (packageFaults[''] ? Object.values(packageFaults['']).flat() : [])
        .concat(otherFaults.filter((fault) => fault.namespace === 'logistic'))
        .map((fault) => message(fault.message)),
    }),
    [packageFaults, eanFaults, otherFaults, translateAll, message],
  );
  const onChange = useCallback(
    (next: Structure[]) => form.send({ type: 'LOGISTIC.CHANGE', structures: next }),
    [form],
  );
  return (
    <LogisticsSection
      structures={structures}
      definitions={definitions}
      faults={faults}
      readOnly={blocked}
      onChange={onChange}
      newUuid={newUuid}
    />
  );
}

/** §2 Network availability: the card's settings tab. */
export function AvailabilityPart({ blocked }: { blocked: boolean }) {
  const { form } = useFormActors();
  const translateAll = useTranslateFaults();
  const availability = useForm((state) => state.availability);
  const networks = useForm((state) => state.options.networks);
  const networkFaults = useForm((state) => state.faults.networks);
  const errors = useMemo(() => translateAll(networkFaults), [networkFaults, translateAll]);
  return (
    <AvailabilitySection
      availability={availability}
      networks={networks}
      faults={errors}
      readOnly={blocked}
      onChange={(next) => form.send({ type: 'AVAILABILITY.CHANGE', availability: next })}
    />
  );
}
