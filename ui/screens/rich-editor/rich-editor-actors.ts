import { fromPromise } from 'xstate';
import { HTTPError } from '@api/client';
import { fetchProductDetails } from '@api/product-details';
import { fetchRichContent, saveRichContent } from '@api/rich-content';
import type {
  RichEditorContent,
  RichEditorInput,
  RichEditorLoaded,
  RichEditorSaved,
} from '@machines/rich-editor.machine';

/** A refusal with its status (409, 403 …) and the server's words, else the fallback's. */
function refusal(error: unknown, fallback: string): Error & { status: number | null } {
  if (error instanceof HTTPError) {
    const body = error.data as { message?: unknown; errors?: { message?: unknown }[] } | undefined;
    const words = body?.errors?.[0]?.message ?? body?.message;
    return Object.assign(new Error(typeof words === 'string' && words !== '' ? words : fallback), {
      status: error.response.status,
    });
  }
  return Object.assign(new Error(fallback), { status: null });
}

/** The card's name and photos (for the image picker) with its rich content. */
export async function loadRichEditorCard(productId: number): Promise<RichEditorLoaded> {
  const [card, rich] = await Promise.all([
    fetchProductDetails(productId, false),
    fetchRichContent(productId),
  ]);
  return {
    name: card.nameToShow || card.name,
    images: card.media
      .filter((media) => media.isImage)
      .map((media) => ({ src: media.url, name: media.filename })),
    content: rich.content,
    version: rich.version,
    canEdit: rich.can_edit,
  };
}

/** The richEditor machine's actors on the real API; `fallback` words a failure with no answer. */
export function richEditorActors(fallback: { load: () => string; save: () => string }) {
  return {
    loadRichContent: fromPromise<RichEditorLoaded, RichEditorInput>(async ({ input }) => {
      try {
        return await loadRichEditorCard(input.productId);
      } catch (error) {
        throw refusal(error, fallback.load());
      }
    }),
    saveRichContent: fromPromise<
      RichEditorSaved,
      RichEditorInput & { version: number; content: RichEditorContent }
    >(async ({ input }) => {
      try {
        const saved = await saveRichContent(input.productId, input.version, input.content);
        return { content: saved.content, version: saved.version };
      } catch (error) {
        throw refusal(error, fallback.save());
      }
    }),
  };
}
