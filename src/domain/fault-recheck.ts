import { faultList, mapFaults, NAMESPACE, normalizeFault, type Fault } from './faults';
import { saveChecks, type ProductFormState } from './product-form';

/**
 * The rules judged as if every check were on: the instance switches (§1) only turn the whole validation off
 * (then no fault came from it) or add the return address, a profile field that is not re-checked here.
 */
const EVERY_RULE = { productFormValidation: true, returnAddressValidation: true } as const;

/** What the form's sections re-check when the user changes them (§5 namespaces). */
export const RECHECKED = {
  media: [NAMESPACE.GALLERY],
  logistic: [NAMESPACE.LOGISTIC, NAMESPACE.EAN],
  availability: [NAMESPACE.NETWORK],
} as const;

const keyOf = (fault: Fault) => {
  const normal = normalizeFault(fault);
  return `${normal.namespace}|${normal.field}|${normal.message}`;
};

/**
 * §5 A fault goes as soon as its cause is fixed (docs/decisions/0058): after a change of media, logistics or
 * availability the form's own ready rules (src/domain, the same the server runs) are run again, and a fault
 * of those namespaces that they no longer report is dropped. Only faults carrying a rule's message key are
 * re-checked; a server's translated fault (an EAN another card holds) stays until the next save. Nothing is
 * added: a rule broken by the change shows on the next save.
 */
export function recheckFaults(state: ProductFormState, namespaces: readonly string[]): ProductFormState {
  const listed = faultList(state.faults);
  const rechecked = (fault: Fault) =>
    namespaces.includes(normalizeFault(fault).namespace) && fault.message.startsWith('validation.');
  if (!listed.some(rechecked)) return state;
  const still = new Set(saveChecks(state, EVERY_RULE).readyFaults.map(keyOf));
  const kept = listed.filter((fault) => !rechecked(fault) || still.has(keyOf(fault)));
  return kept.length === listed.length ? state : { ...state, faults: mapFaults(kept) };
}
