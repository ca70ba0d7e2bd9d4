import { useTranslation } from 'react-i18next';
import { MEDIA_TYPE } from '@domain/constants';
import { MediaSlot } from './media-slot';
import { typeNameKey, type MediaSectionProps } from './media-types';

const ALL_TYPES: readonly number[] = Object.values(MEDIA_TYPE);

/**
 * §2 Product form, media section (photos and files): one slot per §3 media type with its required or
 * one-of marker, files, §5 photo warnings and faults, and an upload control. Adding a file replaces the
 * file of its type except other and label files, which accumulate (§4 Media); a name already on the card
 * is refused before anything is sent.
 */
export function MediaSection({
  files,
  requiredTypes,
  oneOfTypes,
  availableTypes,
  faults,
  readOnly,
  onAdd,
  onRemove,
  productId = null,
}: MediaSectionProps) {
  const { t } = useTranslation();
  const shown = ALL_TYPES.filter((type) => availableTypes.includes(type));
  const oneOfNames = oneOfTypes.map((type) => t(typeNameKey(type))).join(' / ');
  const marker = (type: number) =>
    requiredTypes.includes(type)
      ? ('required' as const)
      : oneOfTypes.includes(type)
        ? ('oneOf' as const)
        : null;
  return (
    <section aria-label={t('media.title')} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {shown.map((type) => (
        <MediaSlot
          key={type}
          type={type}
          files={files}
          marker={marker(type)}
          oneOfNames={oneOfNames}
          faults={faults}
          readOnly={readOnly}
          productId={productId}
          onAdd={onAdd}
          onRemove={onRemove}
        />
      ))}
    </section>
  );
}
