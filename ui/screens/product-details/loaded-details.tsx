import { useCallback, useState } from 'react';
import { ReadinessPanel } from '@app/readiness/readiness-panel';
import { AttributeSections } from './attribute-sections';
import { AvailabilitySummary } from './availability-summary';
import { useCard } from './details-context';
import { DetailsHeader } from './details-header';
import { DraftCopyNotice } from './draft-copy-notice';
import { DetailsNavigator } from './details-navigator';
import { IdentifySummary } from './identify-summary';
import { IssueThreadPanel } from './issue-thread/issue-thread-panel';
import { LogisticsSummary } from './logistics-summary';
import { MediaStrip } from './media-strip';
import { RecyclingSummary } from './recycling-summary';
import { RemarksDrawer } from './remarks-drawer';

/** The loaded card: header, the left tab (sections or issues), the card itself and the remarks drawer. */
export function LoadedDetails() {
  // A jump to something further down first renders every row, so that it is there to scroll to.
  const card = useCard();
  const [renderAll, setRenderAll] = useState(false);
  const jump = useCallback((targetId: string) => {
    setRenderAll(true);
    requestAnimationFrame(() => {
      const target = document.getElementById(targetId);
      target?.scrollIntoView({ block: 'start' });
      if (target instanceof HTMLElement) target.focus({ preventScroll: true });
    });
  }, []);

  return (
    <div className="flex flex-col gap-3">
      <DetailsHeader />
      <DraftCopyNotice />
      <div className="grid items-start gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-4">
          <DetailsNavigator onJump={jump} />
        </aside>
        <div className="flex min-w-0 flex-col gap-4">
          <IdentifySummary />
          <IssueThreadPanel />
          <ReadinessPanel productId={card.id} onOpenField={jump} />
          <MediaStrip />
          <AttributeSections renderAll={renderAll} />
          <LogisticsSummary />
          <RecyclingSummary />
          <AvailabilitySummary />
        </div>
      </div>
      <RemarksDrawer />
    </div>
  );
}
