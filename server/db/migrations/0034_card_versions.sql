-- Card history (docs/decisions/0053): one row per saved version of a card, with who saved it, from where,
-- and the card's content in the shape the card form loads. A trigger writes it in the same transaction as
-- the write that changed the card, whatever code or SQL changed it (as the version itself, migration 0020),
-- so no write path can forget to. The writer names who and from where with transaction-local settings
-- (server/products/version-marks.ts); a path that names nothing is a UI write by the card's last editor.
-- A restore is a new version that names the version it came from; history is never rewritten.
CREATE TABLE "product_versions" (
	"product_id" integer NOT NULL,
	"version" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"switched_by_id" integer,
	"source" text NOT NULL,
	"restored_from" integer,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "product_versions_pk" PRIMARY KEY ("product_id", "version")
);
--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_switched_by_id_users_id_fk" FOREIGN KEY ("switched_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The card's content as the form loads it (GET /api/p1/product/show/{id} without general_info), plus the
-- statuses; jsonb, which PostgreSQL compresses out of line once it passes ~2 kB.
CREATE FUNCTION "public"."product_version_snapshot"(p "public"."products") RETURNS jsonb
  LANGUAGE sql IMMUTABLE
  AS $$
  SELECT jsonb_build_object(
    'product_profile', jsonb_build_object(
      'category_ids', CASE WHEN p.category_id IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(p.category_id) END,
      'company_address', p.company_address_id,
      'return_address', p.return_address_id,
      'own_brand_type', p.own_brand_type,
      'name', p.name,
      'name_to_show', p.name_to_show,
      'gtin', p.gtin,
      'is_shared', p.is_shared,
      'is_basic', p.is_basic,
      'producer', p.producer_id,
      'brand', p.brand_id,
      'sub_brand', p.sub_brand_id),
    'logistic', p.logistic,
    'network_availability', jsonb_build_object(
      'availability', p.availability,
      'own_brand_type', p.own_brand_type,
      'own_brand_network_code', p.own_brand_network_code),
    'gallery', p.gallery,
    'attributes', p.attributes,
    'status', p.status,
    'sales_status', p.sales_status)
  $$;
--> statement-breakpoint
CREATE FUNCTION "public"."record_product_version"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    snapshot jsonb := "public"."product_version_snapshot"(NEW);
  BEGIN
    -- Putting stored rows back (a test's reset) must not add versions beside the stored ones.
    IF current_setting('pim.versions', true) = 'off' THEN
      RETURN NULL;
    END IF;
    -- Only a change of what the card says is a version; bookkeeping columns alone are not.
    IF TG_OP = 'UPDATE' AND snapshot = "public"."product_version_snapshot"(OLD) THEN
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
      snapshot)
    ON CONFLICT ("product_id", "version") DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER "products_record_version"
  AFTER INSERT OR UPDATE ON "public"."products"
  FOR EACH ROW EXECUTE FUNCTION "public"."record_product_version"();
--> statement-breakpoint
-- Every card stored before this migration gets its current content as its first recorded version.
INSERT INTO "product_versions" ("product_id", "version", "saved_at", "user_id", "source", "snapshot")
SELECT p.id, p.version, p.updated_at, COALESCE(p.last_editor_id, p.supplier_user_id), 'ui',
  "public"."product_version_snapshot"(p)
FROM "public"."products" p;
