import { lazy, Suspense } from 'react';
import { Skeleton } from '../skeleton';
import type { RichTextEditorProps } from './rich-text-editor';

// The editor (Tiptap and ProseMirror) is a chunk of its own: only a page that shows one loads it.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** §3 html_textarea: the rich text editor, loaded on first use, a skeleton of its size meanwhile. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton className={props.size === 'page' ? 'h-96' : 'h-36'} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
