import type { Gs1PrefixesAnswer } from '@domain/gs1-answers';
import type { MachineEntry } from './catalog-types';
import { gs1PrefixesMachine, type Gs1PrefixesContext } from './gs1-prefixes.machine';

/** The answer the replays read: the dairy with one prefix and one card outside it, as an admin sees it. */
export const demoGs1Answer: Gs1PrefixesAnswer = {
  company: { id: 2, name: 'Mleczarnia Zielona Dolina Sp. z o.o.' },
  companies: [
    { id: 3, name: 'Browar Pod Lipą S.A.' },
    { id: 2, name: 'Mleczarnia Zielona Dolina Sp. z o.o.' },
  ],
  prefixes: ['5907654'],
  outside_total: 1,
  outside: [
    {
      id: 12,
      name_to_show: 'Zielona Dolina Mleko 2% 1 l',
      gtin: '5900020000125',
      outside: ['5900020000125'],
    },
  ],
};

/** connect/gs1: a company's GS1 prefixes and the cards outside them. */
export const gs1PrefixesEntry: MachineEntry = {
  id: 'gs1Prefixes',
  titleKey: 'statecharts.machines.gs1Prefixes',
  spec: '§2 Routes (connect/gs1), §3 Shared field labels (EAN/GTIN)',
  machine: gs1PrefixesMachine,
  serialize: ({ value, context }) => {
    const c = context as Gs1PrefixesContext;
    return JSON.stringify([value, c.prefixes, c.input, c.fault, c.error !== null, c.saved, c.companyId]);
  },
  events: [
    { type: 'INPUT.CHANGE', value: '5900020' },
    { type: 'INPUT.CHANGE', value: '59002' },
    { type: 'PREFIX.ADD' },
    { type: 'PREFIX.REMOVE', prefix: '5907654' },
    { type: 'SAVE' },
    { type: 'COMPANY.CHANGE', companyId: 3 },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.load', output: demoGs1Answer },
    { type: 'xstate.error.actor.load', error: new Error('Nie udało się wczytać prefiksów.') },
    { type: 'xstate.done.actor.save', output: demoGs1Answer },
    { type: 'xstate.error.actor.save', error: new Error('Prefiks firmy GS1 ma od 6 do 12 cyfr.') },
  ],
};
