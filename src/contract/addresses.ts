import { z } from 'zod/mini';
import { addressOptionSchema } from './product-schema';

const required = { error: 'validation.required' };
const tooLong = { error: 'validation.tooLong' };

/** A trimmed text that must not be empty. */
export const requiredText = (max: number) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** A trimmed text that may be left out or empty (stored as null). */
const optionalText = (max: number) =>
  z
    .pipe(
      z._default(z.nullable(z.string({ error: 'validation.invalid' })), null),
      z.transform((value) => {
        const trimmed = value?.trim() ?? '';
        return trimmed === '' ? null : trimmed;
      }),
    )
    .check(z.refine((value) => value === null || value.length <= max, tooLong));

/**
 * §2 Address fields shared by producers and addresses. Street, city and postcode are required: the modal
 * exists to give full address data (docs/decisions/0010); the country is optional.
 */
export const addressFieldsShape = {
  street: requiredText(255),
  city: requiredText(255),
  postcode: requiredText(32),
  country: optionalText(64),
};

export const ADDRESS_KINDS = ['company', 'return'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** PUT /api/p1/addresses/{id}: name and address (the kind does not change). */
export const addressEditSchema = z.object({ name: requiredText(255), ...addressFieldsShape });
export type AddressEdit = z.input<typeof addressEditSchema>;

/** POST /api/p1/addresses: a company address (the introducing entity) or a return address. */
export const addressCreateSchema = z.extend(addressEditSchema, {
  kind: z.enum(ADDRESS_KINDS, { error: 'validation.invalid' }),
});
export type AddressCreate = z.input<typeof addressCreateSchema>;

/** One address of the company with its kind and completeness. */
export const addressRecordSchema = z.extend(addressOptionSchema, { kind: z.enum(ADDRESS_KINDS) });
export type AddressRecord = z.infer<typeof addressRecordSchema>;

/** GET /api/p1/addresses: the company's addresses of each kind, oldest first. */
export const addressesAnswerSchema = z.object({
  company_address: z.array(addressOptionSchema),
  return_address: z.array(addressOptionSchema),
});
export type AddressesAnswer = z.infer<typeof addressesAnswerSchema>;

/** POST and PUT answer: the address as stored. */
export const addressAnswerSchema = z.object({ address: addressRecordSchema });

/** `?company_id=` of an admin acting for a supplier company; ignored for suppliers (docs/decisions/0010). */
export const companyQuerySchema = z.object({
  company_id: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, { error: 'validation.invalid' }))),
});

/** An address as the form offers it (§3 addresses: available values). */
export type AddressOption = z.infer<typeof addressOptionSchema>;
