import { useActorRef } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { mediaRemarkMachine } from '@machines/media-remark.machine';
import { mediaRemarkActors } from './media-remark-actors';
import { useMediaRemarks } from './media-remark-counts';
import { MediaRemarkView } from './media-remark-view';

/**
 * §2 Modals: media remark — the button on one photo of a card: its remark count as a badge, opening the
 * modal with the photo's remarks. Nothing where no card is around (a card not saved yet).
 */
export function MediaRemarkButton({ mediaId, name }: { mediaId: number; name: string }) {
  const { t } = useTranslation();
  const remarks = useMediaRemarks();
  const [open, setOpen] = useState(false);
  if (remarks === null) return null;
  const count = remarks.counts.get(mediaId) ?? 0;
  const close = (next: boolean) => {
    setOpen(next);
    // The badge follows what was written in the modal.
    if (!next) remarks.refresh();
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={count > 0 ? t('mediaRemark.count', { count, name }) : t('mediaRemark.open', { name })}
        onClick={() => setOpen(true)}
        className="gap-1 text-slate-600"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current stroke-[1.5]">
          <path d="M3 4h14v9H8l-4 3v-3H3z" />
        </svg>
        {count > 0 && (
          <span className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
            {count}
          </span>
        )}
      </Button>
      <Dialog open={open} onOpenChange={close} title={t('mediaRemark.title')} description={name}>
        {open && (
          <RemarkModalBody productId={remarks.productId} mediaId={mediaId} canWrite={remarks.canWrite} />
        )}
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('mediaRemark.close')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** The modal's own mediaRemark actor, started when it opens. */
function RemarkModalBody(props: { productId: number; mediaId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      mediaRemarkMachine.provide({
        actors: mediaRemarkActors({
          load: () => t('mediaRemark.loadFailed'),
          send: () => t('mediaRemark.sendFailed'),
        }),
      }),
    [t],
  );
  const actor = useActorRef(machine, { input: { productId: props.productId, mediaId: props.mediaId } });
  return <MediaRemarkView actor={actor} canWrite={props.canWrite} />;
}
