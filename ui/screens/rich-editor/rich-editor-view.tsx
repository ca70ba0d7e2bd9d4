import * as Tabs from '@radix-ui/react-tabs';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { richTextLabels } from '@app/forms/rich-text-labels';
import { LANGUAGES, type Language } from '@domain/constants';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { RetryAlert } from '@kit/retry-alert';
import { RichTextField } from '@kit/rich-text/rich-text-field';
import { Skeleton } from '@kit/skeleton';
import type { richEditorMachine } from '@machines/rich-editor.machine';

export type RichEditorActor = ActorRefFrom<typeof richEditorMachine>;

const linkClass =
  'inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

/**
 * rich-editor/{id} (docs/decisions/0054): a card's rich content, one tab per language, in the rich text
 * editor with the card's photos to insert; "Zapisz opis" sends every language at once. A conflict is red
 * with the way to read the stored content; any other refusal keeps the edits for another try.
 */
export function RichEditorView({ actor, productId }: { actor: RichEditorActor; productId: number }) {
  const { t, i18n } = useTranslation();
  const labels = useMemo(() => richTextLabels(t), [t]);
  const loaded = useSelector(actor, (s) => s.context.loaded);
  const content = useSelector(actor, (s) => s.context.content);
  const error = useSelector(actor, (s) => s.context.error);
  const state = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : ''));
  const initial = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'pl';
  const [language, setLanguage] = useState<Language>(initial);
  const editable = loaded?.canEdit === true && state !== 'conflict' && state !== 'saving';
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-slate-900">
            {loaded === null ? t('richContent.title') : t('richContent.heading', { name: loaded.name })}
          </h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('richContent.intro')}</p>
        </div>
        <nav className="flex flex-wrap gap-2" aria-label={t('richContent.title')}>
          <Link href={`/product/${productId}/details`} className={linkClass}>
            {t('richContent.backToCard')}
          </Link>
          <Link href={`/rich-content/preview/${productId}`} className={linkClass}>
            {t('richContent.preview')}
          </Link>
        </nav>
      </header>
      {state === 'loadFailed' && (
        <RetryAlert
          message={error ?? t('richContent.loadFailed')}
          retryLabel={t('richContent.retry')}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      )}
      {state === 'loading' && (
        <div role="status" aria-label={t('richContent.loading')} className="flex flex-col gap-2">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-96" />
        </div>
      )}
      {loaded !== null && state !== 'loading' && state !== 'loadFailed' && (
        <>
          {!loaded.canEdit && <Alert tone="info">{t('richContent.readOnly')}</Alert>}
          <Tabs.Root value={language} onValueChange={(next) => setLanguage(next as Language)}>
            <Tabs.List
              aria-label={t('richContent.languages')}
              className="mb-2 flex gap-1 border-b border-slate-200"
            >
              {LANGUAGES.map((code) => (
                <Tabs.Trigger
                  key={code}
                  value={code}
                  className="-mb-px border-b-2 border-transparent px-3 py-1.5 text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600 data-[state=active]:border-accent-700 data-[state=active]:font-medium data-[state=active]:text-accent-800"
                >
                  {t(`languages.${code}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {LANGUAGES.map((code) => (
              <Tabs.Content key={code} value={code}>
                <RichTextField
                  size="page"
                  value={content[code] ?? ''}
                  onChange={(html) => actor.send({ type: 'EDIT', language: code, html })}
                  labels={labels}
                  name={t('richContent.editorName', { language: t(`languages.${code}`) })}
                  images={loaded.images}
                  readOnly={!editable}
                />
              </Tabs.Content>
            ))}
          </Tabs.Root>
          {state === 'saved' && <Alert tone="success">{t('richContent.saved')}</Alert>}
          {state === 'saveFailed' && <Alert tone="error">{error ?? t('richContent.saveFailed')}</Alert>}
          {state === 'conflict' && (
            <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
              <span>{error ?? t('richContent.conflict')}</span>
              <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'RELOAD' })}>
                {t('richContent.reload')}
              </Button>
            </Alert>
          )}
          {loaded.canEdit && (
            <div className="flex justify-end">
              <Button
                disabled={state === 'saving' || state === 'conflict'}
                aria-busy={state === 'saving' || undefined}
                onClick={() => actor.send({ type: 'SAVE' })}
              >
                {t('richContent.save')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
