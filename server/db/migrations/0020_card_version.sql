-- §4 Saving: a card's version, compared for equality by every write that edits a card based on what it
-- read (docs/decisions/0027). The trigger moves it on every update of the row, whatever code or SQL
-- writes it, so no write path can forget to; a writer that read version n updates "where version = n".
-- Every card stored before this migration is at version 1, so a bulk-edit session's base_version of 1 is
-- the version its cards were read at.
ALTER TABLE "bulk_edit_cards" ADD COLUMN "base_version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "public"."bump_product_version"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.version := OLD.version + 1;
    RETURN NEW;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "products_version"
  BEFORE UPDATE ON "public"."products"
  FOR EACH ROW EXECUTE FUNCTION "public"."bump_product_version"();
