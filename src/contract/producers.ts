import { z } from 'zod/mini';
import { addressFieldsShape, requiredText } from './addresses';
import { brandOptionSchema, subBrandOptionSchema } from './product-schema';

const int = () => z.number().check(z.int());

/** POST /api/p1/producers and PUT /api/p1/producers/{id}: the producer's name and address (§2 Modals). */
export const producerBodySchema = z.object({ name: requiredText(255), ...addressFieldsShape });
export type ProducerBody = z.input<typeof producerBodySchema>;

/** POST /api/p1/producers/{id}/brands and POST /api/p1/brands/{id}/sub-brands. */
export const brandBodySchema = z.object({ name: requiredText(255) });
export type BrandBody = z.input<typeof brandBodySchema>;

/** A producer of the company with its address, completeness, brands and their sub-brands. */
export const producerRecordSchema = z.object({
  id: int(),
  name: z.string(),
  street: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  country: z.nullable(z.string()),
  /** Street, city and postcode present (§2 gating dialog). */
  is_complete: z.boolean(),
  brands: z.array(
    z.object({
      id: int(),
      name: z.string(),
      sub_brands: z.array(z.object({ id: int(), name: z.string() })),
    }),
  ),
});
export type ProducerRecord = z.infer<typeof producerRecordSchema>;

/** GET /api/p1/producers: the company's producers by name. */
export const producersAnswerSchema = z.object({ producers: z.array(producerRecordSchema) });

/** POST /api/p1/producers and PUT /api/p1/producers/{id}: the producer as stored. */
export const producerAnswerSchema = z.object({ producer: producerRecordSchema });

/** POST /api/p1/producers/{id}/brands: the new brand, shaped like the form's brand option. */
export const brandAnswerSchema = z.object({ brand: brandOptionSchema });

/** POST /api/p1/brands/{id}/sub-brands: the new sub-brand, shaped like the form's sub-brand option. */
export const subBrandAnswerSchema = z.object({ sub_brand: subBrandOptionSchema });
