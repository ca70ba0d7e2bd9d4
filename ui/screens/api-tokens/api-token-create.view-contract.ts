import type { ApiTokenCreateContext } from '@machines/api-token-create.machine';
import type { ViewContract } from '@machines/view-contract';

const name = { label: 'apiTokens.create.name' };
const expiry = { label: 'apiTokens.create.expiresOn' };
const cardsRead = { role: 'checkbox', name: 'apiTokens.scope.cards_read.label' };
const submit = { role: 'button', name: 'apiTokens.create.submit' };
const secret = { label: 'apiTokens.create.secret' };
const copy = { role: 'button', name: 'apiTokens.create.copy' };
// The refusal the catalog's replay answers with (machines/api-token-create.catalog.ts).
const refusal = { text: { literal: 'Data wygaśnięcia musi być późniejsza niż dzisiejsza.' } };

const complete = (context: ApiTokenCreateContext) => context.name.trim() !== '' && context.scopes.length > 0;

/** §2 api-token-method-config: the new-token dialog on every state of its machine. */
export const apiTokenCreateViewContract: ViewContract<ApiTokenCreateContext> = {
  machineId: 'apiTokenCreate',
  screen: 'api-token-method-config',
  route: '/api-token-method-config',
  states: {
    'apiTokenCreate.editing': (context) => [
      { see: { role: 'dialog', name: 'apiTokens.create.title' } },
      { see: name, value: context.name },
      { see: expiry, value: context.expiresOn },
      { see: cardsRead },
      { see: submit, disabled: !complete(context) },
      context.error === null ? { absent: refusal } : { see: { text: { literal: context.error } } },
      { absent: secret },
    ],
    'apiTokenCreate.saving': (context) => [
      { see: name, value: context.name },
      { see: submit, disabled: true },
    ],
    'apiTokenCreate.created': (context) => [
      { see: { role: 'dialog', name: 'apiTokens.create.createdTitle' } },
      { see: { text: 'apiTokens.create.secretNotice' } },
      { see: secret, value: context.made?.secret ?? '' },
      { see: copy },
      { absent: name },
    ],
  },
  events: {
    'NAME.CHANGE': (event, context) =>
      event['name'] === context.name
        ? { app: 'typing the name already there changes nothing' }
        : { user: 'type', target: name, text: String(event['name']) },
    'SCOPE.TOGGLE': { user: 'click', target: cardsRead },
    'EXPIRY.CHANGE': (event, context) =>
      event['date'] === context.expiresOn
        ? { app: 'choosing the day already there changes nothing' }
        : { user: 'type', target: expiry, text: String(event['date']) },
    SUBMIT: (_event, context) =>
      complete(context)
        ? { user: 'click', target: submit }
        : { app: 'the create button is disabled without a name and a scope' },
    'xstate.done.actor.create': { server: 'server makes the token and answers its secret once' },
    'xstate.error.actor.create': { server: 'server answers 400: the expiry day is not after today' },
  },
};
