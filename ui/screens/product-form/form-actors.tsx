import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { Attribute } from '@domain/product';
import type { ProductFormState } from '@domain/product-form';
import type { productFormMachine } from '@machines/product-form.machine';
import type { productSaveMachine } from '@machines/product-save.machine';
import type { schemaReloadMachine } from '@machines/schema-reload.machine';
import type { EditBuffer } from './edit-buffer';

export type FormActor = ActorRefFrom<typeof productFormMachine>;
export type SaveActor = ActorRefFrom<typeof productSaveMachine>;
export type ReloadActor = ActorRefFrom<typeof schemaReloadMachine>;

export interface FormActors {
  form: FormActor;
  save: SaveActor;
  reload: ReloadActor;
  /** Attribute edits on their way to `form` (edit-buffer.ts). */
  edits: EditBuffer;
}

const ActorsContext = createContext<FormActors | null>(null);
export const FormActorsProvider = ActorsContext.Provider;

export function useFormActors(): FormActors {
  const actors = useContext(ActorsContext);
  if (actors === null) throw new Error('useFormActors outside the product form');
  return actors;
}

/** Selects from the loaded form; the form is loaded wherever these hooks are used. */
export function useForm<T>(select: (form: ProductFormState) => T, compare?: (a: T, b: T) => boolean): T {
  const { form } = useFormActors();
  return useSelector(form, (snapshot) => select(snapshot.context.form!), compare);
}

const indexes = new WeakMap<readonly Attribute[], Map<string, Attribute>>();

/**
 * One lookup table per attributes list, shared by every row: a keystroke replaces one attribute, and each
 * of a thousand rows finds its own in O(1) without scanning the list.
 */
export function attributeIndex(attributes: readonly Attribute[]): Map<string, Attribute> {
  let index = indexes.get(attributes);
  if (index === undefined) {
    index = new Map(attributes.map((attribute) => [attribute.uuid, attribute]));
    indexes.set(attributes, index);
  }
  return index;
}
