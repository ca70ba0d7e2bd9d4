import type { OwnAccountContext } from '@machines/own-account.machine';
import type { ViewContract } from '@machines/view-contract';

const firstName = { label: 'userAccount.firstName' };
const lastName = { label: 'userAccount.lastName' };
const language = { label: 'userAccount.language' };
const save = { role: 'button', name: 'userAccount.save' };
const saving = { role: 'button', name: 'userAccount.saving' };
const retry = { role: 'button', name: 'userAccount.retry' };
const loadFailed = { text: 'userAccount.errors.loadFailed' };
const saved = { text: 'userAccount.saved' };

const complete = (context: OwnAccountContext) =>
  context.firstName.trim() !== '' && context.lastName.trim() !== '';

/** §7 Users: the own-account screen's details form on every state of its machine. */
export const ownAccountViewContract: ViewContract<OwnAccountContext> = {
  machineId: 'ownAccount',
  screen: 'own-account',
  route: '/account',
  states: {
    'ownAccount.loading': [
      { see: { role: 'heading', name: 'userAccount.details' } },
      { absent: firstName },
      { absent: loadFailed },
    ],
    'ownAccount.loadFailed': [{ see: loadFailed }, { see: retry }, { absent: firstName }],
    'ownAccount.editing': (context) => [
      { see: { text: { literal: context.account?.email ?? '' } } },
      { see: firstName, value: context.firstName },
      { see: lastName, value: context.lastName },
      { see: language },
      { see: save, disabled: !complete(context) },
      context.error === null ? { absent: { role: 'alert' } } : { see: { text: { literal: context.error } } },
      context.saved ? { see: saved } : { absent: saved },
    ],
    'ownAccount.saving': (context) => [
      { see: firstName, value: context.firstName },
      { see: saving, disabled: true },
    ],
  },
  events: {
    'xstate.done.actor.load': { server: 'server answers the account (GET /api/user/{id}/information)' },
    'xstate.error.actor.load': { server: 'server does not answer the account' },
    RETRY: { user: 'click', target: retry },
    'FIRST_NAME.CHANGE': (event, context) =>
      event['value'] === context.firstName
        ? { app: 'typing the name already there changes nothing' }
        : { user: 'type', target: firstName, text: String(event['value']) },
    'LAST_NAME.CHANGE': (event, context) =>
      event['value'] === context.lastName
        ? { app: 'typing the name already there changes nothing' }
        : { user: 'type', target: lastName, text: String(event['value']) },
    'LANGUAGE.CHANGE': (event, context) =>
      event['language'] === context.language
        ? { app: 'choosing the language already chosen changes nothing' }
        : { user: 'choose', target: language, option: `languages.${String(event['language'])}` },
    SAVE: (_event, context) =>
      complete(context)
        ? { user: 'click', target: save }
        : { app: 'the save button is disabled without a first and a last name' },
    'xstate.done.actor.save': { server: 'server stores the name and language and answers the account' },
    'xstate.error.actor.save': { server: 'server refuses the change or does not answer' },
  },
};
