import { useCallback, useSyncExternalStore } from 'react';
import type { AttributeFaults, Issue } from '@domain/faults';
import type { Attribute } from '@domain/product';
import { attributeIndex, useFormActors, type FormActor } from './form-actors';

/** What one attribute row shows. */
export interface AttributeRowView {
  attribute: Attribute | undefined;
  faults: AttributeFaults | undefined;
  /** §4 The attribute's open issues (ns attributes, identify its uuid). */
  issues: readonly Issue[] | undefined;
  onlyRequired: boolean;
}

type Listener = () => void;
type Attributes = readonly Attribute[];
type Faults = Readonly<Record<string, AttributeFaults>>;
type Issues = ReadonlyMap<string, readonly Issue[]>;

/** The attribute issues of the form by attribute uuid. */
function issuesByAttribute(issues: readonly Issue[]): Issues {
  const byUuid = new Map<string, Issue[]>();
  for (const issue of issues) {
    if (issue.ns !== 'attributes') continue;
    const uuid = issue.identify.split('.')[0]!;
    byUuid.set(uuid, [...(byUuid.get(uuid) ?? []), issue]);
  }
  return byUuid;
}

/**
 * One subscription to the form for all of a card's rows: on every change it finds the attributes whose
 * object or faults changed and wakes only their rows. A row subscribing to the form itself would make a
 * keystroke run every row's selectors (thousands of them, §9) and a card mount thousands of subscriptions.
 */
class AttributeRowStore {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly views = new Map<string, AttributeRowView>();
  private attributes: Attributes = [];
  private faults: Faults = {};
  private issueList: readonly Issue[] = [];
  private issues: Issues = new Map();
  private onlyRequired = false;
  private stop: (() => void) | null = null;

  constructor(private readonly form: FormActor) {
    this.read();
  }

  private read(): Set<string> | 'all' {
    const { context } = this.form.getSnapshot();
    const state = context.form;
    if (state === null) return new Set();
    const changed = new Set<string>();
    let all = context.onlyRequired !== this.onlyRequired;
    if (state.attributes !== this.attributes) {
      const before = attributeIndex(this.attributes);
      if (before.size === 0) all = true;
      else
        for (const attribute of state.attributes)
          if (before.get(attribute.uuid) !== attribute) changed.add(attribute.uuid);
    }
    const faults = state.faults.attributes;
    if (faults !== this.faults) {
      for (const uuid of Object.keys(faults)) if (faults[uuid] !== this.faults[uuid]) changed.add(uuid);
      for (const uuid of Object.keys(this.faults)) if (!(uuid in faults)) changed.add(uuid);
    }
    if (state.issues !== this.issueList) {
      const issues = issuesByAttribute(state.issues);
      // Issues change rarely (load, an edit clears them): the rows whose issues differ wake.
      for (const uuid of new Set([...issues.keys(), ...this.issues.keys()]))
        if (JSON.stringify(issues.get(uuid)) !== JSON.stringify(this.issues.get(uuid))) changed.add(uuid);
      this.issueList = state.issues;
      this.issues = issues;
    }
    this.attributes = state.attributes;
    this.faults = faults;
    this.onlyRequired = context.onlyRequired;
    return all ? 'all' : changed;
  }

  /** Reads the form and drops the views that changed. */
  private sync(): Set<string> | 'all' {
    const changed = this.read();
    if (changed === 'all') this.views.clear();
    else for (const uuid of changed) this.views.delete(uuid);
    return changed;
  }

  private update = () => {
    const changed = this.sync();
    const uuids = changed === 'all' ? [...this.listeners.keys()] : changed;
    for (const uuid of uuids) for (const listener of this.listeners.get(uuid) ?? []) listener();
  };

  subscribe(uuid: string, listener: Listener): () => void {
    if (this.stop === null) {
      this.sync();
      this.stop = this.form.subscribe(this.update).unsubscribe;
    }
    let set = this.listeners.get(uuid);
    if (set === undefined) this.listeners.set(uuid, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(uuid);
      if (this.listeners.size === 0) {
        this.stop?.();
        this.stop = null;
      }
    };
  }

  view(uuid: string): AttributeRowView {
    if (this.stop === null) this.sync();
    let view = this.views.get(uuid);
    if (view === undefined) {
      view = {
        attribute: attributeIndex(this.attributes).get(uuid),
        faults: this.faults[uuid],
        issues: this.issues.get(uuid),
        onlyRequired: this.onlyRequired,
      };
      this.views.set(uuid, view);
    }
    return view;
  }
}

const stores = new WeakMap<FormActor, AttributeRowStore>();

/** The row's own attribute, its faults and the only-required switch; re-renders when one of them changes. */
export function useAttributeRow(uuid: string): AttributeRowView {
  const { form } = useFormActors();
  let store = stores.get(form);
  if (store === undefined) stores.set(form, (store = new AttributeRowStore(form)));
  const subscribe = useCallback((listener: Listener) => store.subscribe(uuid, listener), [store, uuid]);
  return useSyncExternalStore(subscribe, () => store.view(uuid));
}
