-- The audit trail (docs/decisions/0052): one append-only table written by statement triggers in the same
-- transaction as the write itself, so every write path (routes, jobs, importer, bulk edit, seed, paths
-- added later) leaves its entries, and a write that rolls back leaves none. Who wrote and from where
-- reaches the triggers through the transaction-local setting pim.actor (server/audit/actor.ts); a write
-- without it is recorded as "system".
CREATE TABLE "audit_entries" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "tx_id" bigint DEFAULT txid_current() NOT NULL,
  "source" text NOT NULL,
  "user_id" integer,
  "user_name" text,
  "actor_company_id" integer,
  "switched_by_id" integer,
  "switched_by_name" text,
  "api_token_id" integer,
  "entity" text NOT NULL,
  "entity_id" text NOT NULL,
  "action" text NOT NULL,
  "product_id" integer,
  "company_id" integer,
  "subject_user_id" integer,
  "changes" jsonb NOT NULL
);
--> statement-breakpoint
-- One index per scope a history is read in, each ending in id: a page is a keyset walk down one of them.
CREATE INDEX "audit_entries_product_idx" ON "audit_entries" ("product_id", "id") WHERE "product_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "audit_entries_company_idx" ON "audit_entries" ("company_id", "id") WHERE "company_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "audit_entries_actor_company_idx" ON "audit_entries" ("actor_company_id", "id") WHERE "actor_company_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "audit_entries_user_idx" ON "audit_entries" ("user_id", "id") WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "audit_entries_switched_by_idx" ON "audit_entries" ("switched_by_id", "id") WHERE "switched_by_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "audit_entries_subject_user_idx" ON "audit_entries" ("subject_user_id", "id") WHERE "subject_user_id" IS NOT NULL;
--> statement-breakpoint
-- Append-only: nothing updates or deletes an entry.
CREATE FUNCTION "public"."audit_refuse_change"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    RAISE EXCEPTION 'audit entries are append-only' USING ERRCODE = 'insufficient_privilege';
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only"
  BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "public"."audit_refuse_change"();
--> statement-breakpoint
-- Field-level before/after of one row; fields in `ignored` (bookkeeping) are left out, fields in `masked`
-- (secrets) are recorded as changed without their values. NULL when nothing worth recording changed. A
-- card's attribute list is compared per attribute ("attributes.<uuid>" → its data), joined on the uuid, and
-- only when the list changed at all: a save of 1,000 attributes records only those that changed.
CREATE FUNCTION "public"."audit_changes"(before jsonb, after jsonb, ignored text[], masked text[]) RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$
    SELECT jsonb_object_agg(
             k,
             CASE WHEN k = ANY (masked)
               THEN jsonb_build_object('before', CASE WHEN b IS NULL THEN NULL ELSE '"***"'::jsonb END,
                                       'after', CASE WHEN a IS NULL THEN NULL ELSE '"***"'::jsonb END)
               ELSE jsonb_build_object('before', b, 'after', a)
             END)
      FROM (
        SELECT coalesce(o.key, n.key) AS k, nullif(o.value, 'null'::jsonb) AS b, nullif(n.value, 'null'::jsonb) AS a
          FROM jsonb_each(before - 'attributes') o
          FULL JOIN jsonb_each(after - 'attributes') n ON n.key = o.key
        UNION ALL
        SELECT 'attributes.' || coalesce(o.u, n.u), o.v, n.v
          FROM (SELECT e ->> 'uuid' AS u, e -> 'data' AS v
                  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(before -> 'attributes') = 'array'
                                                 THEN before -> 'attributes' END) e) o
          FULL JOIN (SELECT e ->> 'uuid' AS u, e -> 'data' AS v
                       FROM jsonb_array_elements(CASE WHEN jsonb_typeof(after -> 'attributes') = 'array'
                                                      THEN after -> 'attributes' END) e) n ON n.u = o.u
         WHERE (before -> 'attributes') IS DISTINCT FROM (after -> 'attributes')
      ) pairs
     WHERE b IS DISTINCT FROM a AND NOT (k = ANY (ignored))
  $$;
--> statement-breakpoint
-- The key of a row as text (several key columns joined by ':').
CREATE FUNCTION "public"."audit_key"(doc jsonb, keys text[]) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT array_to_string(ARRAY(SELECT doc ->> k FROM unnest(keys) k), ':') $$;
--> statement-breakpoint
-- One entry of the trail for one written row, or none when nothing worth recording changed. `args` are the
-- trigger's: entity, key columns, card column, company column, account column (each '' when none), fields
-- left out, fields masked (comma-separated). A row without its own company column gets the company of its
-- card, producer, network or account.
CREATE FUNCTION "public"."audit_row"(actor jsonb, args text[], action text, before jsonb, after jsonb)
  RETURNS TABLE (
    source text, user_id integer, user_name text, actor_company_id integer, switched_by_id integer,
    switched_by_name text, api_token_id integer, entity text, entity_id text, action text,
    product_id integer, company_id integer, subject_user_id integer, changes jsonb
  )
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(actor ->> 's', 'system'), (actor ->> 'u')::int, actor ->> 'n', (actor ->> 'c')::int,
           (actor ->> 'sw')::int, actor ->> 'swn', (actor ->> 't')::int,
           args[1], audit_key(r.doc, string_to_array(args[2], ',')), action, r.product_id,
           coalesce(r.company_id,
                    (SELECT pr.company_id FROM products pr WHERE pr.id = r.product_id),
                    (SELECT pd.company_id FROM producers pd WHERE pd.id = (r.doc ->> 'producer_id')::int),
                    (SELECT nw.company_id FROM networks nw
                      WHERE nw.code = coalesce(r.doc ->> 'network_code', r.doc ->> 'private_network_code')),
                    (SELECT us.company_id FROM users us WHERE us.id = r.subject_user_id)),
           r.subject_user_id, r.changes
      FROM (
        SELECT d.doc,
               coalesce((d.doc ->> nullif(args[3], ''))::int,
                        (SELECT pi.product_id FROM product_issues pi WHERE pi.id = (d.doc ->> 'issue_id')::int))
                 AS product_id,
               (d.doc ->> nullif(args[4], ''))::int AS company_id,
               (d.doc ->> nullif(args[5], ''))::int AS subject_user_id,
               audit_changes(before, after,
                             array['created_at', 'updated_at', 'version']
                               || coalesce(string_to_array(nullif(args[6], ''), ','), '{}'),
                             coalesce(string_to_array(nullif(args[7], ''), ','), '{}')) AS changes
          FROM (SELECT coalesce(after, before) AS doc) d
         -- A fence: the changes are computed once, not again for each use of them above.
         OFFSET 0
      ) r
     WHERE r.changes IS NOT NULL
  $$;
--> statement-breakpoint
-- The statement trigger of every table on the trail: one insert of entries for all the rows it wrote.
CREATE FUNCTION "public"."audit_capture"() RETURNS trigger
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
    actor := nullif(current_setting('pim.actor', true), '')::jsonb;
    IF TG_OP = 'INSERT' THEN
      INSERT INTO audit_entries (source, user_id, user_name, actor_company_id, switched_by_id, switched_by_name,
                                 api_token_id, entity, entity_id, action, product_id, company_id,
                                 subject_user_id, changes)
      SELECT e.* FROM new_rows n CROSS JOIN LATERAL audit_row(actor, args, 'insert', NULL, to_jsonb(n)) e;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO audit_entries (source, user_id, user_name, actor_company_id, switched_by_id, switched_by_name,
                                 api_token_id, entity, entity_id, action, product_id, company_id,
                                 subject_user_id, changes)
      SELECT e.* FROM old_rows o CROSS JOIN LATERAL audit_row(actor, args, 'delete', to_jsonb(o), NULL) e;
    ELSE
      INSERT INTO audit_entries (source, user_id, user_name, actor_company_id, switched_by_id, switched_by_name,
                                 api_token_id, entity, entity_id, action, product_id, company_id,
                                 subject_user_id, changes)
      SELECT e.*
        FROM (SELECT to_jsonb(o) od FROM old_rows o) a
        JOIN (SELECT to_jsonb(n) nd FROM new_rows n) b ON audit_key(a.od, keys) = audit_key(b.nd, keys)
       CROSS JOIN LATERAL audit_row(actor, args, 'update', a.od, b.nd) e;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Puts a table on the trail: one statement trigger per kind of write, each with its transition table.
-- A table added later is put on the trail by calling this in its migration.
CREATE FUNCTION "public"."audit_table"(tbl text, args text) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_capture(%s)', tbl || '_audit_insert', tbl, args);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_capture(%s)', tbl || '_audit_update', tbl, args);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_capture(%s)', tbl || '_audit_delete', tbl, args);
  END
  $$;
--> statement-breakpoint
SELECT audit_table('products', '''card'', ''id'', ''id'', ''company_id'', '''', ''completeness,last_editor_id'', ''''');
--> statement-breakpoint
SELECT audit_table('media_files', '''media'', ''id'', '''', ''company_id'', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('product_issues', '''issue'', ''id'', ''product_id'', '''', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('product_issue_events', '''issue_event'', ''id'', '''', '''', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('product_remarks', '''remark'', ''id'', ''product_id'', '''', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('product_media_remarks', '''media_remark'', ''id'', ''product_id'', '''', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('offers', '''offer'', ''id'', ''product_id'', ''company_id'', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('qc_checks', '''qc_verdict'', ''product_id,chain'', ''product_id'', '''', '''', ''checked_at'', ''''');
--> statement-breakpoint
SELECT audit_table('cin_requests', '''cin_request'', ''id'', ''product_id'', '''', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('product_requirement_sets', '''card_requirement_set'', ''product_id,set_id'', ''product_id'', '''', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('requirement_sets', '''requirement_set'', ''id'', '''', '''', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('attribute_migrations', '''attribute_migration'', ''id'', '''', '''', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('attribute_migration_companies', '''attribute_migration_company'', ''migration_id,company_id'', '''', ''company_id'', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('attributes', '''network_attribute'', ''uuid'', '''', '''', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('users', '''user'', ''id'', '''', ''company_id'', ''id'', ''last_login_at'', ''password_hash,media_gallery_token''');
--> statement-breakpoint
SELECT audit_table('unblock_requests', '''unblock_request'', ''id'', '''', '''', ''user_id'', '''', ''''');
--> statement-breakpoint
SELECT audit_table('companies', '''company'', ''id'', '''', ''id'', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('addresses', '''address'', ''id'', '''', ''company_id'', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('producers', '''producer'', ''id'', '''', ''company_id'', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('brands', '''brand'', ''id'', '''', '''', '''', '''', ''''');
--> statement-breakpoint
SELECT audit_table('api_tokens', '''api_token'', ''id'', '''', ''company_id'', '''', ''last_used_at,bucket_level,bucket_at'', ''token_hash''');
