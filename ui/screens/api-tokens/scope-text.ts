import type { ApiTokenScope } from '@domain/api-token-scopes';

/** The catalogue keys of each scope's label and one-line explanation (scope names carry a dot, keys cannot). */
const SCOPE_KEYS = {
  'cards.read': { label: 'apiTokens.scope.cards_read.label', hint: 'apiTokens.scope.cards_read.hint' },
  'cards.write': { label: 'apiTokens.scope.cards_write.label', hint: 'apiTokens.scope.cards_write.hint' },
  'lists.read': { label: 'apiTokens.scope.lists_read.label', hint: 'apiTokens.scope.lists_read.hint' },
  'exports.run': { label: 'apiTokens.scope.exports_run.label', hint: 'apiTokens.scope.exports_run.hint' },
} as const satisfies Record<ApiTokenScope, { label: string; hint: string }>;

export const scopeKey = <Part extends 'label' | 'hint'>(scope: ApiTokenScope, part: Part) =>
  SCOPE_KEYS[scope][part];
