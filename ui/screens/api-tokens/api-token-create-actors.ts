import { fromPromise } from 'xstate';
import { createApiToken } from '@api/api-tokens';
import type { ApiTokenDraft, ApiTokenMade } from '@machines/api-token-create.machine';

/** §2 api-token-method-config: makes the token; a refusal comes back as its words in the user's language. */
export const createApiTokenActor = (fallback: () => string) =>
  fromPromise<ApiTokenMade, ApiTokenDraft>(async ({ input }) => {
    const created = await createApiToken(input, fallback());
    return { name: created.token.name, secret: created.secret };
  });
