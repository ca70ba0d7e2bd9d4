import { fromPromise } from 'xstate';
import type { ProductShowAnswer } from '@contract/product-card';
import type { ProductSchemaAnswer } from '@contract/product-schema';
import { HTTPError } from '@api/client';
import { validateLogistics } from '@api/logistics';
import { fetchProductCard, fetchProductSchema, saveProductCard } from '@api/product-form';
import { fetchIssues } from '@api/product-issues';
import { waitForSession } from '@api/session-bridge';
import type { ProductStatus } from '@domain/constants';
import { NO_FAULTS, normalizeIssue, type Issue } from '@domain/faults';
import type { Attribute, ProductPayload } from '@domain/product';
import {
  emptyProfile,
  type FormOptions,
  type IncomingSchema,
  type ProductFormState,
} from '@domain/product-form';
import type { FieldFault } from '@domain/refusal';
import { readLogisticsAnswer, readSaveAnswer } from '@domain/save-answer';
import type { SaveAnswer, SaveFailure } from '@machines/product-save.machine';
import type { SchemaRequest } from '@machines/schema-reload.machine';

const notFound = { kind: 'notFound' } as const;

/** A refused call as the machines know it: 404 is "not found", anything else unexpected. */
function loadFailure(error: unknown): unknown {
  if (error instanceof HTTPError && error.response.status === 404) return notFound;
  return error;
}

/** §3 Form state: the options the schema answer offers (producers, brands, addresses, networks). */
export function optionsOf(schema: ProductSchemaAnswer): FormOptions {
  return {
    companyId: schema.company_id,
    producers: schema.producers,
    brands: schema.brands,
    sub_brands: schema.sub_brands,
    companyAddresses: schema.addresses.company_address.available,
    returnAddresses: schema.addresses.return_address.available,
    networks: schema.networks,
    requirementSets: schema.available_requirement_sets,
  };
}

/** The attributes of the schema in form order, each section's list as the server sent it. */
function attributesOf(schema: ProductSchemaAnswer): Attribute[] {
  return schema.sections.flatMap((section) => schema.attributes[section.code] ?? []);
}

/** §4 Form behaviour: what a category change brings into the form. */
export function incomingSchemaOf(schema: ProductSchemaAnswer): IncomingSchema {
  return {
    category_ids: schema.category_ids,
    attributes: attributesOf(schema),
    sections: schema.sections,
    groups: schema.attribute_groups,
    rules: {
      required_media: schema.required_media,
      available_media: schema.available_media,
      one_of_required_media: schema.one_of_required_media,
      logistic_definitions: schema.logistic_definitions,
    },
  };
}

/** §3 The form state of a new card (card null) or of a stored card. */
export function formStateOf(
  schema: ProductSchemaAnswer,
  card: ProductShowAnswer | null,
  issues: readonly Issue[] = [],
): ProductFormState {
  const incoming = incomingSchemaOf(schema);
  const profile = card
    ? {
        category_ids: card.product_profile.category_ids,
        company_address: card.product_profile.company_address,
        return_address: card.product_profile.return_address,
        own_brand_type: card.product_profile.own_brand_type,
        name: card.product_profile.name,
        name_to_show: card.product_profile.name_to_show,
        is_shared: card.product_profile.is_shared,
        is_basic: card.product_profile.is_basic,
        producer: card.product_profile.producer,
        brand: card.product_profile.brand,
        sub_brand: card.product_profile.sub_brand,
      }
    : {
        ...emptyProfile(),
        company_address: schema.addresses.company_address.selected,
        return_address: schema.addresses.return_address.selected,
      };
  return {
    id: card?.id ?? null,
    status: card ? (card.general_info.status as ProductStatus) : null,
    profile,
    attributes: incoming.attributes,
    sections: incoming.sections,
    groups: incoming.groups,
    rules: incoming.rules,
    options: optionsOf(schema),
    categoryNames: Object.fromEntries(schema.categories.map((category) => [category.id, category.name])),
    structures: card?.logistic.structures ?? [],
    availability: card?.network_availability ?? {
      availability: schema.networks.map((network) => ({
        code: network.code,
        visibility: true,
        product_number: '',
        is_supplier_number: false,
      })),
      own_brand_type: 1,
      own_brand_network_code: null,
    },
    requirementSets: card?.product_requirement_sets ?? schema.product_requirement_sets,
    media: schema.media_files.map((file) => ({ ...file })),
    generalInfo: card ? card.general_info : null,
    faults: NO_FAULTS,
    warnings: [],
    issues: issues.map(normalizeIssue),
  };
}

/** The productForm machine's loading: the schema, and for a stored card the card itself, side by side. */
export const loadFormActor = fromPromise<ProductFormState, { productId: number | null }>(
  async ({ input, signal }) => {
    try {
      if (input.productId === null) return formStateOf(await fetchProductSchema(null, null, signal), null);
      const [schema, card, issues] = await Promise.all([
        fetchProductSchema(input.productId, null, signal),
        fetchProductCard(input.productId, signal),
        fetchIssues(input.productId),
      ]);
      return formStateOf(schema, card, issues);
    } catch (error) {
      throw loadFailure(error);
    }
  },
);

/** §2 Gating dialog "refresh the form": the producers and addresses again. */
export const loadOptionsActor = fromPromise<FormOptions, { productId: number | null }>(
  async ({ input, signal }) => optionsOf(await fetchProductSchema(input.productId, null, signal)),
);

/** §4 Form behaviour: the schema of newly chosen categories for the schemaReload machine. */
export const fetchSchemaActor = fromPromise<
  unknown,
  { productId: number | null; request: SchemaRequest | null }
>(async ({ input, signal }) => {
  try {
    const body = {
      product_profile: { category_ids: input.request?.category_ids ?? [] },
      ...(input.request?.network_availability
        ? { network_availability: input.request.network_availability }
        : {}),
    };
    return incomingSchemaOf(await fetchProductSchema(null, body, signal));
  } catch (error) {
    throw loadFailure(error);
  }
});

function statusOf(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

/**
 * Runs a call; a 401 opens re-login in place (the session handler did that already), and once the user is
 * back the call runs again, so nothing the user did is lost (§4 Saving, ARCHITECTURE.md Errors).
 */
async function afterRelogin<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (statusOf(error) !== 401) throw error;
    await waitForSession(signal);
    return call();
  }
}

async function bodyOf(error: unknown): Promise<unknown> {
  if (!(error instanceof HTTPError)) return null;
  return error.data ?? null;
}

/** §8 Handling of save answers, as the productSave machine's failure kinds. */
async function saveFailure(error: unknown): Promise<SaveFailure> {
  const status = statusOf(error);
  if (status === null) return { kind: 'unexpected', message: error instanceof Error ? error.message : '' };
  if (status === 409) return { kind: 'conflict' };
  if (status === 401) return { kind: 'unauthorized' };
  const answer = readSaveAnswer(status, await bodyOf(error));
  if (answer.kind === 'notFound') return { kind: 'notFound' };
  if (answer.kind === 'invalid') return { kind: 'invalid', errors: answer.errors, warnings: answer.warnings };
  return { kind: 'unexpected', message: String(status) };
}

/** §4 Saving: create or edit, draft flagged in the query. */
export const saveProductActor = fromPromise<
  SaveAnswer,
  { payload: unknown; productId: number | null; version: number | null; draft: boolean }
>(async ({ input, signal }) => {
  try {
    const answer = await afterRelogin(() => saveProductCard(input.payload as ProductPayload, input), signal);
    return {
      id: answer.id,
      product_status: answer.product_status as ProductStatus,
      updated_at: answer.updated_at,
      version: answer.version,
    };
  } catch (error) {
    throw await saveFailure(error);
  }
});

/**
 * §4 Saving, §8: the server's logistics validation before a ready save; its failures are package faults,
 * any other failure is reported (a 401 waits for re-login instead).
 */
export const validateLogisticsActor = fromPromise<
  FieldFault[],
  { payload: unknown; productId: number | null }
>(async ({ input, signal }) => {
  const payload = input.payload as ProductPayload;
  try {
    return await afterRelogin(
      () =>
        validateLogistics({
          logistic: payload.logistic,
          category_ids: payload.product_profile.category_ids,
          product_id: input.productId,
        }),
      signal,
    );
  } catch (error) {
    const status = statusOf(error);
    const answer = readLogisticsAnswer(status ?? 0, await bodyOf(error));
    if (answer.kind === 'invalid') return answer.faults;
    throw { kind: 'unexpected', message: String(status ?? '') } satisfies SaveFailure;
  }
});
