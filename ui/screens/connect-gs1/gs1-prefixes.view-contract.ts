import type { Gs1PrefixesContext } from '@machines/gs1-prefixes.machine';
import type { Target, ViewContract } from '@machines/view-contract';

const input: Target = { label: 'gs1.newPrefix' };
const add = { role: 'button', name: 'gs1.add' };
const save = { role: 'button', name: 'gs1.save' };
const company: Target = { label: 'gs1.company' };

/** connect/gs1: what the user sees in each state of gs1Prefixes. */
export const gs1PrefixesViewContract: ViewContract<Gs1PrefixesContext> = {
  machineId: 'gs1Prefixes',
  screen: 'connect-gs1',
  route: '/connect/gs1',
  states: {
    'gs1Prefixes.loading': [{ see: { role: 'status', name: 'gs1.title' } }, { absent: save }],
    'gs1Prefixes.failed': (context) => [
      { see: { text: { literal: context.error ?? '' } } },
      { see: { role: 'button', name: 'gs1.retry' } },
    ],
    'gs1Prefixes.editing': (context) => [
      { see: input, value: context.input },
      { see: save, disabled: false },
      ...context.prefixes.map((prefix) => ({
        see: { role: 'button', name: { key: 'gs1.remove', values: { prefix } } },
      })),
      context.fault === null
        ? { absent: { text: 'gs1.errors.prefixFormat' } }
        : { see: { text: context.fault } },
      context.saved ? { absent: { text: 'gs1.unsaved' } } : { see: { text: 'gs1.unsaved' } },
      context.error === null ? { absent: { role: 'alert' } } : { see: { text: { literal: context.error } } },
      { see: { text: { key: 'gs1.outsideCount', values: { count: context.answer!.outside_total } } } },
    ],
    'gs1Prefixes.saving': [{ see: { role: 'button', name: 'gs1.saving' }, disabled: true }],
  },
  events: {
    'INPUT.CHANGE': (event, context) =>
      context.input === event['value']
        ? { app: 'typing the value already there changes nothing' }
        : { user: 'type', target: input, text: String(event['value']) },
    'PREFIX.ADD': { user: 'click', target: add },
    'PREFIX.REMOVE': (event, context) =>
      context.prefixes.includes(String(event['prefix']))
        ? {
            user: 'click',
            target: {
              role: 'button',
              name: { key: 'gs1.remove', values: { prefix: String(event['prefix']) } },
            },
          }
        : { app: 'a prefix no longer in the list has no button' },
    SAVE: { user: 'click', target: save },
    'COMPANY.CHANGE': (event, context) =>
      context.companyId === event['companyId']
        ? { app: 'the company shown already' }
        : { user: 'choose', target: company, option: { literal: 'Browar Pod Lipą S.A.' } },
    RETRY: { user: 'click', target: { role: 'button', name: 'gs1.retry' } },
    'xstate.done.actor.load': { server: 'server answers the prefixes and the cards outside them' },
    'xstate.error.actor.load': { server: 'server does not answer' },
    'xstate.done.actor.save': {
      server: 'server answers 200: the list is kept, the cards outside it with it',
    },
    'xstate.error.actor.save': { server: 'server answers 400: a prefix is refused' },
  },
};
