-- The trail's write cost on a card save, again (docs/decisions/0052, "Write cost at p95"). Of what the
-- trail still added to the save of a 1,000-attribute card, most went to its attribute list: the old and the
-- new row were each turned into jsonb whole (the list with them, ~1 ms each), compared whole, copied again
-- without the list, and then both lists were taken apart element by element and joined on the uuid.
-- An updated card is now turned into jsonb without its attribute list (the list is set to null on a copy
-- of the row first, which costs next to nothing), the two lists are compared as they are, and only when
-- they differ are they walked, side by side, keeping just the elements that differ at their position.
-- The per-attribute comparison by uuid (audit_changes) then sees those few elements instead of 1,000:
-- an attribute whose element is the same at the same place on both sides had nothing to record.
--
-- Both lists as they are when equal ('{}': nothing of them is recorded) or when one is no list at all;
-- otherwise only the elements that differ at their position, each side as {"attributes": [...]}.
CREATE FUNCTION "public"."audit_attribute_parts"(before jsonb, after jsonb, OUT before_part jsonb, OUT after_part jsonb)
  LANGUAGE plpgsql IMMUTABLE
  AS $$
  BEGIN
    IF before IS NOT DISTINCT FROM after THEN
      before_part := '{}'::jsonb;
      after_part := '{}'::jsonb;
    ELSIF jsonb_typeof(before) = 'array' AND jsonb_typeof(after) = 'array' THEN
      SELECT jsonb_build_object('attributes', coalesce(jsonb_agg(o.e) FILTER (WHERE o.e IS NOT NULL), '[]'::jsonb)),
             jsonb_build_object('attributes', coalesce(jsonb_agg(n.e) FILTER (WHERE n.e IS NOT NULL), '[]'::jsonb))
        INTO before_part, after_part
        FROM jsonb_array_elements(before) WITH ORDINALITY o(e, i)
        FULL JOIN jsonb_array_elements(after) WITH ORDINALITY n(e, i) ON n.i = o.i
       WHERE o.e IS DISTINCT FROM n.e;
    ELSE
      before_part := jsonb_build_object('attributes', before);
      after_part := jsonb_build_object('attributes', after);
    END IF;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public"."audit_capture"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    actor jsonb;
    keys text[] := string_to_array(TG_ARGV[1], ',');
    -- TG_ARGV counts from 0; audit_row reads its arguments counting from 1.
    args text[] := ARRAY(SELECT unnest(TG_ARGV));
  BEGIN
    -- The test harness puts seeded rows back without recording them (tests/server/harness/snapshot.ts).
    IF current_setting('pim.audit', true) = 'off' THEN
      RETURN NULL;
    END IF;
    -- Read once per statement, not once per row.
    actor := nullif(current_setting('pim.actor', true), '')::jsonb;
    IF TG_OP = 'INSERT' THEN
      WITH n AS MATERIALIZED (SELECT to_jsonb(n) AS nd FROM new_rows n)
      INSERT INTO audit_entries (source, user_id, user_name, actor_company_id, switched_by_id, switched_by_name,
                                 api_token_id, entity, entity_id, action, product_id, company_id,
                                 subject_user_id, changes)
      SELECT e.* FROM n CROSS JOIN LATERAL audit_row(actor, args, 'insert', NULL, n.nd) e;
    ELSIF TG_OP = 'DELETE' THEN
      WITH o AS MATERIALIZED (SELECT to_jsonb(o) AS od FROM old_rows o)
      INSERT INTO audit_entries (source, user_id, user_name, actor_company_id, switched_by_id, switched_by_name,
                                 api_token_id, entity, entity_id, action, product_id, company_id,
                                 subject_user_id, changes)
      SELECT e.* FROM o CROSS JOIN LATERAL audit_row(actor, args, 'delete', o.od, NULL) e;
    ELSIF TG_TABLE_NAME = 'products' THEN
      -- A card: its row without the attribute list (key "attributes" null on both sides, so not compared
      -- there), the list apart. This statement names the card's columns, so it is planned for products only.
      WITH pairs AS MATERIALIZED (
             SELECT to_jsonb(jsonb_populate_record(o, '{"attributes": null}')) AS od,
                    to_jsonb(jsonb_populate_record(n, '{"attributes": null}')) AS nd,
                    o.attributes AS oa, n.attributes AS na
               FROM old_rows o JOIN new_rows n ON n.id = o.id),
           changed AS MATERIALIZED (
             SELECT p.od || l.before_part AS od, p.nd || l.after_part AS nd
               FROM pairs p CROSS JOIN LATERAL audit_attribute_parts(p.oa, p.na) l
              WHERE p.od IS DISTINCT FROM p.nd OR p.oa IS DISTINCT FROM p.na)
      INSERT INTO audit_entries (source, user_id, user_name, actor_company_id, switched_by_id, switched_by_name,
                                 api_token_id, entity, entity_id, action, product_id, company_id,
                                 subject_user_id, changes)
      SELECT e.* FROM changed c CROSS JOIN LATERAL audit_row(actor, args, 'update', c.od, c.nd) e;
    ELSE
      WITH o AS MATERIALIZED (SELECT to_jsonb(o) AS od FROM old_rows o),
           n AS MATERIALIZED (SELECT to_jsonb(n) AS nd FROM new_rows n),
           pairs AS MATERIALIZED (
             SELECT a.od, b.nd
               FROM (SELECT od, audit_key(od, keys) AS k FROM o) a
               JOIN (SELECT nd, audit_key(nd, keys) AS k FROM n) b ON b.k = a.k
              WHERE a.od IS DISTINCT FROM b.nd)
      INSERT INTO audit_entries (source, user_id, user_name, actor_company_id, switched_by_id, switched_by_name,
                                 api_token_id, entity, entity_id, action, product_id, company_id,
                                 subject_user_id, changes)
      SELECT e.* FROM pairs p CROSS JOIN LATERAL audit_row(actor, args, 'update', p.od, p.nd) e;
    END IF;
    RETURN NULL;
  END
  $$;
