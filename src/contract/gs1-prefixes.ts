import { z } from 'zod/mini';
import type { Gs1OutsideCard as Card, Gs1PrefixesAnswer as Answer } from '@domain/gs1-answers';
import { MAX_GS1_PREFIXES } from '@domain/gs1-prefixes';
import { invalid } from './list-params';

/** `connect/gs1`: a company's GS1 company prefixes and the cards outside them (docs/decisions/0050). */

/** Cards the page lists by name; the products list filter shows them all. */
export const GS1_OUTSIDE_LISTED = 50;

/**
 * `PUT /api/connect/gs1`: the whole list of prefixes (it replaces the stored one). `company_id` is the
 * admin's choice of company; a supplier's own company is used whatever it says.
 */
export const gs1PrefixesSaveSchema = z.object({
  company_id: z.optional(
    z.number(invalid).check(z.int(invalid), z.positive(invalid), z.lte(2_147_483_647, invalid)),
  ),
  prefixes: z
    .array(z.string(invalid).check(z.maxLength(40, { error: 'validation.tooLong' })), invalid)
    .check(z.maxLength(MAX_GS1_PREFIXES, { error: 'gs1.errors.tooMany' })),
});
export type Gs1PrefixesSave = z.infer<typeof gs1PrefixesSaveSchema>;

export const gs1OutsideCardSchema = z.object({
  id: z.number(),
  name_to_show: z.string(),
  gtin: z.nullable(z.string()),
  /** The card's codes (GTIN and package EANs) that no prefix covers. */
  outside: z.array(z.string()),
});
export type Gs1OutsideCard = Card;

/** `GET /api/connect/gs1[?company_id=]`: the company, its prefixes and its cards outside them. */
export const gs1PrefixesAnswerSchema = z.object({
  company: z.nullable(z.object({ id: z.number(), name: z.string() })),
  /** The companies an admin may pick from (suppliers); empty for a supplier. */
  companies: z.array(z.object({ id: z.number(), name: z.string() })),
  prefixes: z.array(z.string()),
  outside_total: z.number(),
  outside: z.array(gs1OutsideCardSchema),
});
export type Gs1PrefixesAnswer = Answer;

/** The schemas parse into the domain's shapes: a change to one side that the other lacks does not compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const GS1_SHAPES_AGREE: [
  Same<z.infer<typeof gs1OutsideCardSchema>, Card>,
  Same<z.infer<typeof gs1PrefixesAnswerSchema>, Answer>,
] = [true, true];
