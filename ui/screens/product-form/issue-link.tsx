import { useTranslation } from 'react-i18next';
import type { Fault, Issue } from '@domain/faults';

type Place = { label: string; section: string; field?: string };

/** Where an issue's field is on the form: attributes by uuid, profile fields by their own anchors. */
function placeOf(issue: Issue, describe: (fault: Fault) => Place): Place | null {
  if (issue.ns === 'card') return null;
  const place = describe({ namespace: issue.ns, field: issue.identify, message: '', type: 'validation' });
  if (issue.ns === 'product_profile') {
    const field = issue.identify.split('.')[0]!;
    return { ...place, field: `profile-${field}` };
  }
  return place;
}

/**
 * §2 Product form issues list: an issue's header, as a link to its field (the navigator jumps there) when
 * the issue names one the form shows.
 */
export function IssueLink({
  issue,
  describe,
  onJump,
}: {
  issue: Issue;
  describe: (fault: Fault) => Place;
  onJump: (sectionCode: string, fieldId?: string) => void;
}) {
  const { t } = useTranslation();
  const place = placeOf(issue, describe);
  if (place === null || place.section === '')
    return <span className="font-semibold text-amber-900">{issue.header}</span>;
  return (
    <a
      href={`#${place.field ?? `section-${place.section}`}`}
      title={t('issueThread.goToField', { field: place.label })}
      onClick={(event) => {
        event.preventDefault();
        onJump(place.section, place.field);
      }}
      className="font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      {issue.header}
    </a>
  );
}
