-- A category with a status in the default order (newest changes): the page walks only the rows of that
-- category and status, newest first, instead of every row of the status filtered by category (at
-- 1,000,000 cards about 3,000 rows read for a page of 50). It serves the counts and filter options of
-- the (category, status) index it replaces, from the index alone as before. docs/decisions/0064.
CREATE INDEX IF NOT EXISTS "product_rows_category_updated_idx" ON "lists"."product_rows" USING btree ("category_id","status","updated_at","id");
--> statement-breakpoint
DROP INDEX IF EXISTS "lists"."product_rows_category_idx";
