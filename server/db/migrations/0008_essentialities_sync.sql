-- Keeps lists.essentiality_rows in step with cards and requirement sets (docs/decisions/0019): a statement
-- trigger on products recomputes the rows of the cards a statement wrote; one on requirement_sets recomputes
-- the networks a statement touched. Written by hand: drizzle-kit does not generate functions or triggers.

-- The attributes a card fills: an entry with at least one non-empty value or a chosen value.
CREATE FUNCTION "lists"."filled_attribute_uuids"(attrs jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT entry ->> 'uuid'), '{}')
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(attrs) = 'array' THEN attrs ELSE '[]' END) AS entry
    WHERE jsonb_typeof(entry) = 'object'
      AND jsonb_typeof(entry -> 'uuid') = 'string'
      AND jsonb_typeof(entry -> 'data') = 'array'
      AND EXISTS (
        SELECT 1 FROM jsonb_array_elements(entry -> 'data') AS item
        WHERE jsonb_typeof(item) = 'object' AND (
          jsonb_typeof(item -> 'value_uuid') = 'string'
          OR (jsonb_typeof(item -> 'value') = 'array' AND EXISTS (
            SELECT 1 FROM jsonb_array_elements(item -> 'value') AS v
            WHERE v NOT IN ('null'::jsonb, '""'::jsonb, 'false'::jsonb)))
        )
      )
  $$;
--> statement-breakpoint
-- What each network requires per category: a set's categories and every category below them.
CREATE FUNCTION "lists"."network_requirements"(codes text[])
  RETURNS TABLE (network_code text, category_id integer, attribute_uuid uuid)
  LANGUAGE sql STABLE
  AS $$
    WITH RECURSIVE covered(network_code, category_id, attribute_uuid) AS (
      SELECT s.network_code, c.id, a.uuid
      FROM "requirement_sets" s
      CROSS JOIN LATERAL unnest(s.category_ids) AS c(id)
      CROSS JOIN LATERAL unnest(s.attribute_uuids) AS a(uuid)
      WHERE codes IS NULL OR s.network_code = ANY(codes)
      UNION
      SELECT covered.network_code, child.id, covered.attribute_uuid
      FROM covered JOIN "categories" child ON child.parent_id = covered.category_id
    )
    SELECT DISTINCT network_code, category_id, attribute_uuid FROM covered
  $$;
--> statement-breakpoint
-- Recomputes the rows of the given cards (NULL: every card) in the given networks (NULL: every network):
-- upserts what applies (ids stay stable) and deletes what no longer does, in one statement.
CREATE FUNCTION "lists"."refresh_essentialities"(product_ids integer[], codes text[]) RETURNS void
  LANGUAGE sql
  AS $$
    WITH req AS MATERIALIZED (
      SELECT * FROM "lists"."network_requirements"(codes)
    ),
    cards AS MATERIALIZED (
      SELECT p.id, p.company_id, p.category_id, p.status, p.name_to_show, p.gtin, p.updated_at,
        "lists"."visible_network_codes"(p.availability) AS network_codes,
        "lists"."filled_attribute_uuids"(p.attributes) AS filled
      FROM "products" p
      WHERE (product_ids IS NULL OR p.id = ANY(product_ids))
        AND p.category_id IN (SELECT DISTINCT category_id FROM req)
    ),
    computed AS (
      SELECT c.id AS product_id, r.network_code, c.company_id, c.category_id, c.status, c.name_to_show, c.gtin,
        count(*)::smallint AS required,
        count(*) FILTER (WHERE r.attribute_uuid::text = ANY(c.filled))::smallint AS filled,
        coalesce(array_agg(r.attribute_uuid ORDER BY r.attribute_uuid)
          FILTER (WHERE NOT (r.attribute_uuid::text = ANY(c.filled))), '{}') AS missing,
        c.updated_at
      FROM cards c
      JOIN req r ON r.category_id = c.category_id AND r.network_code = ANY(c.network_codes)
      GROUP BY c.id, r.network_code, c.company_id, c.category_id, c.status, c.name_to_show, c.gtin,
        c.updated_at, c.filled
    ),
    upserted AS (
      INSERT INTO "lists"."essentiality_rows" (
        product_id, network_code, company_id, category_id, status, name_to_show, gtin, required, filled,
        fill_rate, missing_uuids, updated_at
      )
      SELECT product_id, network_code, company_id, category_id, status, name_to_show, gtin, required, filled,
        (filled * 100 / required)::smallint, missing, updated_at
      FROM computed
      ON CONFLICT (product_id, network_code) DO UPDATE SET
        company_id = EXCLUDED.company_id, category_id = EXCLUDED.category_id, status = EXCLUDED.status,
        name_to_show = EXCLUDED.name_to_show, gtin = EXCLUDED.gtin, required = EXCLUDED.required,
        filled = EXCLUDED.filled, fill_rate = EXCLUDED.fill_rate, missing_uuids = EXCLUDED.missing_uuids,
        updated_at = EXCLUDED.updated_at
      RETURNING 1
    )
    DELETE FROM "lists"."essentiality_rows" e
    WHERE (product_ids IS NULL OR e.product_id = ANY(product_ids))
      AND (codes IS NULL OR e.network_code = ANY(codes))
      AND NOT EXISTS (
        SELECT 1 FROM computed c WHERE c.product_id = e.product_id AND c.network_code = e.network_code
      )
      AND (SELECT count(*) FROM upserted) >= 0
  $$;
--> statement-breakpoint
CREATE FUNCTION "lists"."essentialities_of_changed_cards"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- Without a requirement set nothing is required and no row exists: a bulk load costs nothing here.
    IF NOT EXISTS (SELECT 1 FROM "requirement_sets") THEN
      RETURN NULL;
    END IF;
    PERFORM "lists"."refresh_essentialities"(ARRAY(SELECT id FROM changed_cards), NULL);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "products_essentialities_insert"
  AFTER INSERT ON "products" REFERENCING NEW TABLE AS changed_cards
  FOR EACH STATEMENT EXECUTE FUNCTION "lists"."essentialities_of_changed_cards"();
--> statement-breakpoint
CREATE TRIGGER "products_essentialities_update"
  AFTER UPDATE ON "products" REFERENCING NEW TABLE AS changed_cards
  FOR EACH STATEMENT EXECUTE FUNCTION "lists"."essentialities_of_changed_cards"();
--> statement-breakpoint
CREATE FUNCTION "lists"."essentialities_of_changed_sets"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    codes text[];
  BEGIN
    IF TG_OP = 'INSERT' THEN
      codes := ARRAY(SELECT DISTINCT network_code FROM new_sets);
    ELSIF TG_OP = 'DELETE' THEN
      codes := ARRAY(SELECT DISTINCT network_code FROM old_sets);
    ELSE
      codes := ARRAY(SELECT network_code FROM new_sets UNION SELECT network_code FROM old_sets);
    END IF;
    IF cardinality(codes) > 0 THEN
      PERFORM "lists"."refresh_essentialities"(NULL, codes);
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "requirement_sets_essentialities_insert"
  AFTER INSERT ON "requirement_sets" REFERENCING NEW TABLE AS new_sets
  FOR EACH STATEMENT EXECUTE FUNCTION "lists"."essentialities_of_changed_sets"();
--> statement-breakpoint
CREATE TRIGGER "requirement_sets_essentialities_update"
  AFTER UPDATE ON "requirement_sets" REFERENCING OLD TABLE AS old_sets NEW TABLE AS new_sets
  FOR EACH STATEMENT EXECUTE FUNCTION "lists"."essentialities_of_changed_sets"();
--> statement-breakpoint
CREATE TRIGGER "requirement_sets_essentialities_delete"
  AFTER DELETE ON "requirement_sets" REFERENCING OLD TABLE AS old_sets
  FOR EACH STATEMENT EXECUTE FUNCTION "lists"."essentialities_of_changed_sets"();
