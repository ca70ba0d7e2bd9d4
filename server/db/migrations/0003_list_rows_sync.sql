-- Keeps lists.product_rows in step with products (docs/decisions/0012): every insert and every update of a
-- listed column rewrites the card's row; deleting a card deletes it through the foreign key. Written by hand:
-- drizzle-kit does not generate functions or triggers.

-- Words for search, the same for the document and the query: lower case, ASCII punctuation and blanks
-- become one space (letters outside ASCII stay whatever the database's locale, so "Łąkowe" is one word).
CREATE FUNCTION "lists"."search_words"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(lower(coalesce(value, '')), '[^0-9a-z\u0080-\uFFFF]+', ' ', 'g')) $$;
--> statement-breakpoint
CREATE FUNCTION "lists"."search_document"(name_to_show text, name text, gtin text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('simple'::regconfig, "lists"."search_words"(concat_ws(' ', name_to_show, name, gtin))) $$;
--> statement-breakpoint
-- Every word of the query as a prefix, all required: "gazow 330" finds "Woda gazowana 330 ml". NULL (no
-- row matches) when the query has no word; built from words only, so no tsquery operator gets through.
CREATE FUNCTION "lists"."search_query"(value text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE WHEN count(*) = 0 THEN NULL
      ELSE to_tsquery('simple'::regconfig, string_agg(word || ':*', ' & ')) END
    FROM regexp_split_to_table("lists"."search_words"(value), ' ') AS word
    WHERE word <> ''
  $$;
--> statement-breakpoint
-- The networks a card is visible in: exactly the codes c for which
-- availability @> '[{"code": c, "visibility": true}]' holds (server/products/scope.ts).
CREATE FUNCTION "lists"."visible_network_codes"(availability jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT entry ->> 'code'), '{}')
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(availability) = 'array' THEN availability ELSE '[]' END) AS entry
    WHERE jsonb_typeof(entry) = 'object'
      AND entry -> 'visibility' = 'true'::jsonb
      AND jsonb_typeof(entry -> 'code') = 'string'
  $$;
--> statement-breakpoint
CREATE FUNCTION "lists"."sync_product_row"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO "lists"."product_rows" (
      id, company_id, status, sales_status, qc_status, completeness, category_id, brand_id, producer_id,
      gtin, name_to_show, network_codes, search, updated_at
    ) VALUES (
      NEW.id, NEW.company_id, NEW.status, NEW.sales_status, NEW.qc_status, NEW.completeness, NEW.category_id,
      NEW.brand_id, NEW.producer_id, NEW.gtin, NEW.name_to_show,
      "lists"."visible_network_codes"(NEW.availability),
      "lists"."search_document"(NEW.name_to_show, NEW.name, NEW.gtin), NEW.updated_at
    )
    ON CONFLICT (id) DO UPDATE SET
      company_id = EXCLUDED.company_id, status = EXCLUDED.status, sales_status = EXCLUDED.sales_status,
      qc_status = EXCLUDED.qc_status, completeness = EXCLUDED.completeness, category_id = EXCLUDED.category_id,
      brand_id = EXCLUDED.brand_id, producer_id = EXCLUDED.producer_id, gtin = EXCLUDED.gtin,
      name_to_show = EXCLUDED.name_to_show, network_codes = EXCLUDED.network_codes, search = EXCLUDED.search,
      updated_at = EXCLUDED.updated_at;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- A change counter of the list rows: every statement that writes them takes the next number. The list keeps
-- what does not depend on the page (totals, filter options) until the number moves; a sequence, so writers
-- never wait for each other on it (docs/decisions/0012).
CREATE SEQUENCE "lists"."product_rows_version";
--> statement-breakpoint
CREATE FUNCTION "lists"."bump_product_rows_version"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM nextval('"lists"."product_rows_version"');
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "product_rows_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lists"."product_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "lists"."bump_product_rows_version"();
--> statement-breakpoint
CREATE TRIGGER "products_list_row"
  AFTER INSERT OR UPDATE OF company_id, status, sales_status, qc_status, completeness, category_id, brand_id,
    producer_id, gtin, name, name_to_show, availability, updated_at
  ON "public"."products"
  FOR EACH ROW EXECUTE FUNCTION "lists"."sync_product_row"();
--> statement-breakpoint
-- Every card's row written again from products: the backfill below, and bulk loads that switch the trigger
-- off while they insert (server/seed/demo.ts), which is about ten times faster than a trigger per row.
CREATE FUNCTION "lists"."refresh_product_rows"() RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO "lists"."product_rows" (
      id, company_id, status, sales_status, qc_status, completeness, category_id, brand_id, producer_id,
      gtin, name_to_show, network_codes, search, updated_at
    )
    SELECT id, company_id, status, sales_status, qc_status, completeness, category_id, brand_id, producer_id,
      gtin, name_to_show, "lists"."visible_network_codes"(availability),
      "lists"."search_document"(name_to_show, name, gtin), updated_at
    FROM "public"."products"
    ON CONFLICT (id) DO UPDATE SET
      company_id = EXCLUDED.company_id, status = EXCLUDED.status, sales_status = EXCLUDED.sales_status,
      qc_status = EXCLUDED.qc_status, completeness = EXCLUDED.completeness, category_id = EXCLUDED.category_id,
      brand_id = EXCLUDED.brand_id, producer_id = EXCLUDED.producer_id, gtin = EXCLUDED.gtin,
      name_to_show = EXCLUDED.name_to_show, network_codes = EXCLUDED.network_codes, search = EXCLUDED.search,
      updated_at = EXCLUDED.updated_at
  $$;
--> statement-breakpoint
SELECT "lists"."refresh_product_rows"();
