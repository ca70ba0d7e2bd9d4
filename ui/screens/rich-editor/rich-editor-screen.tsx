import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '@app/module-registry';
import { richEditorMachine } from '@machines/rich-editor.machine';
import { NotFoundText } from './not-found-text';
import { richEditorActors } from './rich-editor-actors';
import { RichEditorView } from './rich-editor-view';

/** rich-editor/{id} (docs/decisions/0054): a card's rich content in the rich text editor. */
export function RichEditorScreen({ params }: ScreenProps) {
  const id = params.id !== undefined && /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  return id === null ? <NotFoundText /> : <RichEditor productId={id} />;
}

function RichEditor({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      richEditorMachine.provide({
        actors: richEditorActors({
          load: () => t('richContent.loadFailed'),
          save: () => t('richContent.saveFailed'),
        }),
      }),
    [t],
  );
  const actor = useActorRef(machine, { input: { productId } });
  return <RichEditorView actor={actor} productId={productId} />;
}
