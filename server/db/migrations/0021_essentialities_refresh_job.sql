-- A requirement set change no longer recomputes the network's essentiality rows inside the writing
-- transaction (docs/decisions/0030): the route queues one background job per network, and the job
-- recomputes the network's cards in short batches. Written by hand: drizzle-kit does not generate triggers,
-- functions or partial indexes on expressions.
DROP TRIGGER IF EXISTS "requirement_sets_essentialities_insert" ON "requirement_sets";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "requirement_sets_essentialities_update" ON "requirement_sets";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "requirement_sets_essentialities_delete" ON "requirement_sets";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "lists"."essentialities_of_changed_sets"();
--> statement-breakpoint
-- Idempotent under concurrency: two refreshes of the same rows at once both delete what they see and
-- insert what they computed; the second one's insert meets the first one's committed row and updates it
-- instead of failing on the (product_id, network_code) key.
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
    SELECT * FROM "lists"."essentiality_candidates"(product_ids, codes)
    ON CONFLICT (product_id, network_code) DO UPDATE SET
      company_id = EXCLUDED.company_id, category_id = EXCLUDED.category_id, status = EXCLUDED.status,
      name_to_show = EXCLUDED.name_to_show, gtin = EXCLUDED.gtin, required = EXCLUDED.required,
      filled = EXCLUDED.filled, fill_rate = EXCLUDED.fill_rate, missing_uuids = EXCLUDED.missing_uuids,
      updated_at = EXCLUDED.updated_at;
  END
  $$;
--> statement-breakpoint
-- A card's own rows are still recomputed with its write (one card: milliseconds). The shared lock lets card
-- writes run side by side, and waits for a refresh batch that holds it exclusively (and the batch for the
-- card writes in flight), so a batch never writes figures read before a card change that committed first.
CREATE OR REPLACE FUNCTION "lists"."essentialities_of_changed_cards"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM "requirement_sets") THEN
      RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock_shared(7420030);
    PERFORM "lists"."refresh_essentialities"(ARRAY(SELECT id FROM changed_cards), NULL);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Refreshes of one network coalesce: while one waits, another request for the network joins it.
CREATE UNIQUE INDEX "jobs_essentialities_waiting_key" ON "jobs" ((input ->> 'network_code'))
  WHERE kind = 'essentialities_refresh' AND status = 'pending';
