-- The change counter of the list rows (migration 0003) now moves once per row written, not once per
-- statement: between two readings it has moved at least as far as rows were inserted, updated or deleted.
-- A list total counted past its cap can then be kept while fewer rows changed than it has to spare
-- (server/products/list-totals.ts, docs/decisions/0026). A truncation moves it far enough for any total.
DROP TRIGGER "product_rows_version" ON "lists"."product_rows";
--> statement-breakpoint
DROP FUNCTION "lists"."bump_product_rows_version"();
--> statement-breakpoint
CREATE FUNCTION "lists"."bump_product_rows_version_per_row"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM nextval('"lists"."product_rows_version"') FROM "changed";
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE FUNCTION "lists"."bump_product_rows_version_truncated"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM setval('"lists"."product_rows_version"', nextval('"lists"."product_rows_version"') + 1000000000);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "product_rows_version_inserted"
  AFTER INSERT ON "lists"."product_rows" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "lists"."bump_product_rows_version_per_row"();
--> statement-breakpoint
CREATE TRIGGER "product_rows_version_updated"
  AFTER UPDATE ON "lists"."product_rows" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "lists"."bump_product_rows_version_per_row"();
--> statement-breakpoint
CREATE TRIGGER "product_rows_version_deleted"
  AFTER DELETE ON "lists"."product_rows" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "lists"."bump_product_rows_version_per_row"();
--> statement-breakpoint
CREATE TRIGGER "product_rows_version_truncated"
  AFTER TRUNCATE ON "lists"."product_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "lists"."bump_product_rows_version_truncated"();
