-- Faster recomputation of lists.essentiality_rows (docs/decisions/0019). Measured at 100,000 cards, the
-- functions of 0008 took over a minute for one network's set change: the single-statement upsert matched
-- the rows to keep with a nested anti-join, and reading the availability and attributes documents with
-- set-returning SQL functions cost more than the rest together. Now the networks come from the products
-- list rows (kept by 0003), only cards in the networks and categories in scope are read, "filled" is one
-- jsonpath query (about four times as fast), and the rows in scope are deleted and written again (linear;
-- ids are new each time, nothing refers to them).

-- The uuids of the attributes a card fills (a chosen value, or a non-empty, non-false value), as a jsonb
-- array of strings, so that `filled ? uuid` tests one.
CREATE OR REPLACE FUNCTION "lists"."filled_attribute_set"(attrs jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(jsonb_path_query_array(
      CASE WHEN jsonb_typeof(attrs) = 'array' THEN attrs ELSE '[]' END,
      '$[*] ? (exists(@.data[*].value_uuid ? (@.type() == "string"))
        || exists(@.data[*].value[*] ? ((@.type() == "string" && @ != "") || @.type() == "number" || @ == true))
      ).uuid'), '[]')
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lists"."essentiality_candidates"(product_ids integer[], codes text[])
  RETURNS TABLE (
    product_id integer, network_code text, company_id integer, category_id integer, status smallint,
    name_to_show text, gtin text, required smallint, filled smallint, fill_rate smallint,
    missing_uuids uuid[], updated_at timestamptz
  )
  LANGUAGE sql STABLE
  AS $$
    WITH req AS MATERIALIZED (
      SELECT * FROM "lists"."network_requirements"(codes)
    ),
    cards AS MATERIALIZED (
      SELECT p.id, p.company_id, p.category_id, p.status, p.name_to_show, p.gtin, p.updated_at,
        pr.network_codes, "lists"."filled_attribute_set"(p.attributes) AS filled
      FROM "lists"."product_rows" pr
      JOIN "products" p ON p.id = pr.id
      WHERE (product_ids IS NULL OR pr.id = ANY(product_ids))
        AND (codes IS NULL OR pr.network_codes && codes)
        AND pr.category_id IN (SELECT DISTINCT req.category_id FROM req)
    ),
    counted AS (
      SELECT c.id, r.network_code, c.company_id, c.category_id, c.status, c.name_to_show, c.gtin,
        count(*)::smallint AS required,
        count(*) FILTER (WHERE c.filled ? r.attribute_uuid::text)::smallint AS filled,
        coalesce(array_agg(r.attribute_uuid ORDER BY r.attribute_uuid)
          FILTER (WHERE NOT (c.filled ? r.attribute_uuid::text)), '{}') AS missing,
        c.updated_at
      FROM cards c
      JOIN req r ON r.category_id = c.category_id AND r.network_code = ANY(c.network_codes)
      GROUP BY c.id, r.network_code, c.company_id, c.category_id, c.status, c.name_to_show, c.gtin,
        c.updated_at, c.filled
    )
    SELECT id, network_code, company_id, category_id, status, name_to_show, gtin, required, filled,
      (filled * 100 / required)::smallint, missing, updated_at
    FROM counted
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lists"."refresh_essentialities"(product_ids integer[], codes text[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM "lists"."essentiality_rows" e
    WHERE (product_ids IS NULL OR e.product_id = ANY(product_ids))
      AND (codes IS NULL OR e.network_code = ANY(codes));
    INSERT INTO "lists"."essentiality_rows" (
      product_id, network_code, company_id, category_id, status, name_to_show, gtin, required, filled,
      fill_rate, missing_uuids, updated_at
    )
    SELECT * FROM "lists"."essentiality_candidates"(product_ids, codes);
  END
  $$;
