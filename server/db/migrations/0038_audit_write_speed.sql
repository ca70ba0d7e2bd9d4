-- The audit trail's write cost (docs/decisions/0052, "Write cost"). The capture of migration 0033 passed
-- to_jsonb(row) into audit_row, which PostgreSQL inlines: every use of the row there (its key, its card,
-- its company, the comparison) turned the whole row into jsonb again, about eight times per row, and a
-- card of 1,000 attributes paid ~20 ms per save for it. Each row is now turned into jsonb once (a
-- materialized CTE), and an updated row whose content did not change at all is dropped before anything
-- else is computed for it.
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
--> statement-breakpoint
-- Card versions (migration 0034, docs/decisions/0053): the trigger built the snapshot of the old row and of
-- the new one on every update, each a copy of the card's whole attribute list, only to compare them. It
-- now compares the columns the snapshot is made of (product_version_snapshot) and builds one snapshot,
-- the new one, only when the card's content changed.
CREATE OR REPLACE FUNCTION "public"."record_product_version"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    -- Putting stored rows back (a test's reset) must not add versions beside the stored ones.
    IF current_setting('pim.versions', true) = 'off' THEN
      RETURN NULL;
    END IF;
    -- Only a change of what the card says is a version; bookkeeping columns alone are not. The columns are
    -- those product_version_snapshot reads: a column added to the snapshot is added here too.
    IF TG_OP = 'UPDATE'
       AND (OLD.category_id, OLD.company_address_id, OLD.return_address_id, OLD.own_brand_type, OLD.name,
            OLD.name_to_show, OLD.gtin, OLD.is_shared, OLD.is_basic, OLD.producer_id, OLD.brand_id,
            OLD.sub_brand_id, OLD.logistic, OLD.availability, OLD.own_brand_network_code, OLD.gallery,
            OLD.attributes, OLD.status, OLD.sales_status)
           IS NOT DISTINCT FROM
           (NEW.category_id, NEW.company_address_id, NEW.return_address_id, NEW.own_brand_type, NEW.name,
            NEW.name_to_show, NEW.gtin, NEW.is_shared, NEW.is_basic, NEW.producer_id, NEW.brand_id,
            NEW.sub_brand_id, NEW.logistic, NEW.availability, NEW.own_brand_network_code, NEW.gallery,
            NEW.attributes, NEW.status, NEW.sales_status) THEN
      RETURN NULL;
    END IF;
    INSERT INTO "public"."product_versions"
      ("product_id", "version", "user_id", "switched_by_id", "source", "restored_from", "snapshot")
    VALUES (
      NEW.id,
      NEW.version,
      COALESCE(NULLIF(current_setting('pim.version_user', true), '')::integer, NEW.last_editor_id,
        NEW.supplier_user_id),
      NULLIF(current_setting('pim.version_switched_by', true), '')::integer,
      COALESCE(NULLIF(current_setting('pim.version_source', true), ''), 'ui'),
      NULLIF(current_setting('pim.version_restored_from', true), '')::integer,
      "public"."product_version_snapshot"(NEW))
    ON CONFLICT ("product_id", "version") DO NOTHING;
    RETURN NULL;
  END
  $$;
