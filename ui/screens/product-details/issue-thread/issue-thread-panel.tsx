import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { issueThreadMachine } from '@machines/issue-thread.machine';
import { useCard } from '../details-context';
import { issueThreadActors } from './issue-thread-actors';
import type { IssueField } from './issue-fields';
import { IssueThreadView } from './issue-thread-view';

const PROFILE_FIELDS = [
  ['name_to_show', 'productIdentify.nameToShow'],
  ['name', 'productIdentify.name'],
  ['producer', 'productIdentify.producer'],
  ['brand', 'productIdentify.brand'],
] as const;

/** §3, §7: the issue thread of the card in the details, on its own issueThread actor. */
export function IssueThreadPanel() {
  const { t } = useTranslation();
  const card = useCard();
  const machine = useMemo(
    () =>
      issueThreadMachine.provide({
        actors: issueThreadActors({
          load: () => t('issueThread.errors.loadFailed'),
          send: () => t('issueThread.errors.failed'),
        }),
      }),
    [t],
  );
  const actor = useActorRef(machine, { input: { productId: card.id } });
  // Fields an issue can be about: the card's own identify fields, then its attributes.
  const fields = useMemo<IssueField[]>(
    () => [
      ...PROFILE_FIELDS.map(([identify, key]) => ({ ns: 'product_profile', identify, label: t(key) })),
      ...card.attributes.map((attribute) => ({
        ns: 'attributes',
        identify: attribute.uuid,
        label: attribute.name,
      })),
    ],
    [card.attributes, t],
  );
  return <IssueThreadView actor={actor} fields={fields} />;
}
