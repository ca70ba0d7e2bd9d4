-- Every committed change a cached answer or a cached session depends on is announced on the channel
-- `pim_changes`, so that each app server of a cluster drops what it kept of it (docs/decisions/0068).
-- A notice is "<kind> <keys>": `cards` with the ids of the cards changed, `sessions` with the token hashes
-- of the sessions changed or ended, `all` when something every kept answer may name changed (users,
-- networks, attribute definitions) or a table was emptied. A notice too long for the channel says `*`.
-- PostgreSQL sends a transaction's notices at its commit, in commit order, and never for one rolled back.
CREATE OR REPLACE FUNCTION "pim_announce_change"("kind" text, "keys" text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  "notice" text;
BEGIN
  IF "keys" IS NULL OR cardinality("keys") = 0 THEN
    RETURN;
  END IF;
  "notice" := "kind" || ' ' || CASE WHEN "kind" = 'all' THEN '*' ELSE array_to_string("keys", ',') END;
  IF length("notice") > 7000 THEN
    "notice" := "kind" || ' *';
  END IF;
  PERFORM pg_notify('pim_changes', "notice");
END
$$;
--> statement-breakpoint
-- A statement's changed rows (its transition tables), by the key column named in the trigger's second
-- argument: nothing is announced for a statement that changed no row.
CREATE OR REPLACE FUNCTION "pim_announce_changed_rows"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  "keys" text[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT "key") FROM (SELECT %1$I::text AS "key" FROM "changed_rows"'
      || ' UNION SELECT %1$I::text FROM "old_rows") AS "both"', TG_ARGV[1]) INTO "keys";
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM "changed_rows"', TG_ARGV[1]) INTO "keys";
  END IF;
  PERFORM "pim_announce_change"(TG_ARGV[0], "keys");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "pim_announce_emptied"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pim_announce_change"('all', ARRAY['*']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  "watched" text[][] := ARRAY[
    ARRAY['products', 'cards', 'id'],
    ARRAY['offers', 'cards', 'product_id'],
    ARRAY['product_requirement_sets', 'cards', 'product_id'],
    ARRAY['users', 'all', 'id'],
    ARRAY['networks', 'all', 'code'],
    ARRAY['attributes', 'all', 'uuid']
  ];
  "entry" text[];
BEGIN
  FOREACH "entry" SLICE 1 IN ARRAY "watched" LOOP
    EXECUTE format('CREATE OR REPLACE TRIGGER "pim_announce_insert" AFTER INSERT ON %I'
      || ' REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT'
      || ' EXECUTE FUNCTION "pim_announce_changed_rows"(%L, %L)', "entry"[1], "entry"[2], "entry"[3]);
    EXECUTE format('CREATE OR REPLACE TRIGGER "pim_announce_update" AFTER UPDATE ON %I'
      || ' REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "changed_rows" FOR EACH STATEMENT'
      || ' EXECUTE FUNCTION "pim_announce_changed_rows"(%L, %L)', "entry"[1], "entry"[2], "entry"[3]);
    EXECUTE format('CREATE OR REPLACE TRIGGER "pim_announce_delete" AFTER DELETE ON %I'
      || ' REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT'
      || ' EXECUTE FUNCTION "pim_announce_changed_rows"(%L, %L)', "entry"[1], "entry"[2], "entry"[3]);
    EXECUTE format('CREATE OR REPLACE TRIGGER "pim_announce_truncate" AFTER TRUNCATE ON %I'
      || ' FOR EACH STATEMENT EXECUTE FUNCTION "pim_announce_emptied"()', "entry"[1]);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A new session is not in any cache: only a session changed (its expiry, the account it acts as) or ended.
CREATE OR REPLACE TRIGGER "pim_announce_update" AFTER UPDATE ON "sessions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "pim_announce_changed_rows"('sessions', 'token_hash');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "pim_announce_delete" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "pim_announce_changed_rows"('sessions', 'token_hash');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "pim_announce_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "pim_announce_emptied"();
