import { z } from 'zod/mini';

const int = () => z.number().check(z.int());

/** GET /api/p1/categories?q: the query; q searches names (request language) and codes. */
export const categoriesQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'validation.tooLong' }))),
});

export interface CategoryNode {
  id: number;
  parent_id: number | null;
  /** GPC level: segment 1, family 2, class 3, brick 4. */
  level: number;
  code: string;
  name: string;
  children: CategoryNode[];
}

/** One node of the GPC tree with its children. */
export const categoryNodeSchema: z.ZodMiniType<CategoryNode> = z.object({
  id: int(),
  parent_id: z.nullable(int()),
  level: int(),
  code: z.string(),
  name: z.string(),
  get children() {
    return z.array(categoryNodeSchema);
  },
});

/** GET /api/p1/categories: the segments with everything below them (with q: the matches and their path). */
export const categoriesAnswerSchema = z.object({ categories: z.array(categoryNodeSchema) });
export type CategoriesAnswer = z.infer<typeof categoriesAnswerSchema>;
