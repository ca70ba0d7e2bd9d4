import { faultList, mapFaults, NAMESPACE, normalizeFault, type Fault } from './faults';
import { unknownNetworkFaults } from './availability';
import { validateLogistics } from './logistics-validation';
import { readyValidationContext, type ProductFormState } from './product-form';
import { mediaFaults } from './product-validation';
import type { FieldFault } from './refusal';

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
 * The ready rules of the changed sections only, the same functions the whole ready validation runs: a
 * change of a package or a photo re-checks that section, not the card's every attribute on each keystroke.
 */
function sectionReadyFaults(state: ProductFormState, namespaces: readonly string[]): FieldFault[] {
  const networks = state.options.networks.length > 0 ? { networks: state.options.networks } : {};
  const context = readyValidationContext({ ...state.rules, ...networks }, state.structures, EVERY_RULE);
  const out: FieldFault[] = [];
  if (namespaces.includes(NAMESPACE.GALLERY)) mediaFaults(state.media, context, out);
  if (namespaces.includes(NAMESPACE.LOGISTIC) || namespaces.includes(NAMESPACE.EAN))
    out.push(...validateLogistics(state.structures, context));
  if (namespaces.includes(NAMESPACE.NETWORK) && context.networkCodes !== undefined)
    out.push(...unknownNetworkFaults(state.availability, context.networkCodes));
  return out;
}

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
  const still = new Set(sectionReadyFaults(state, namespaces).map(keyOf));
  const kept = listed.filter((fault) => !rechecked(fault) || still.has(keyOf(fault)));
  return kept.length === listed.length ? state : { ...state, faults: mapFaults(kept) };
}
