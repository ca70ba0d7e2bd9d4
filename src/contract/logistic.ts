import { z } from 'zod/mini';
import { faultSchema } from './fault';
import { MAX_SAVE_CATEGORIES, saveLogisticSchema } from './product-save';

const invalid = { error: 'validation.invalid' };
/** A database id: a positive integer within PostgreSQL's integer range. */
const id = () => z.number(invalid).check(z.int(invalid), z.positive(invalid), z.lte(2_147_483_647, invalid));

/**
 * §7 POST /api/p1/logistic/validate {logistic}: the structures of the card, and the card's categories
 * (their package definitions decide the field rules; none given means no category, as in the schema).
 * `product_id` names the card being edited, whose own EANs are no clash with another product.
 */
export const logisticValidateSchema = z.object(
  {
    logistic: saveLogisticSchema,
    category_ids: z._default(
      z.array(id(), invalid).check(z.maxLength(MAX_SAVE_CATEGORIES, { error: 'validation.tooLong' })),
      [],
    ),
    product_id: z.optional(z.nullable(id())),
  },
  invalid,
);
export type LogisticValidateBody = z.input<typeof logisticValidateSchema>;

/** §8 The answer of both validations: 200 with no errors, or 400 with the faults (package faults here). */
export const logisticValidateAnswerSchema = z.object({
  errors: z.array(faultSchema),
  warnings: z._default(z.array(faultSchema), []),
});
export type LogisticValidateAnswer = z.infer<typeof logisticValidateAnswerSchema>;

/**
 * §7 POST /api/p1/logistic/validate/ean {ean}: `product_id` names the card being edited, whose own EANs
 * are no clash.
 */
export const eanValidateSchema = z.object(
  {
    ean: z
      .string({ error: 'validation.required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'validation.required' }),
        z.maxLength(32, { error: 'validation.tooLong' }),
      ),
    product_id: z.optional(z.nullable(id())),
  },
  invalid,
);
export type EanValidateBody = z.input<typeof eanValidateSchema>;

/** The EAN answer: the faults, and the ids of the products that already carry the EAN. */
export const eanValidateAnswerSchema = z.object({
  errors: z.array(faultSchema),
  warnings: z._default(z.array(faultSchema), []),
  products: z._default(z.array(z.number().check(z.int())), []),
});
export type EanValidateAnswer = z.infer<typeof eanValidateAnswerSchema>;
