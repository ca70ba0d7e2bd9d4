CREATE TABLE "attribute_migration_companies" (
	"migration_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"affected_cards" integer NOT NULL,
	"agreed_by_id" integer,
	"agreed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attribute_migrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source_attribute_uuid" uuid NOT NULL,
	"target_attribute_uuid" uuid NOT NULL,
	"value_map" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"affected_cards" integer DEFAULT 0 NOT NULL,
	"applied_cards" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lists"."essentiality_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"network_code" text NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"name_to_show" text NOT NULL,
	"gtin" text,
	"required" smallint NOT NULL,
	"filled" smallint NOT NULL,
	"fill_rate" smallint NOT NULL,
	"missing_uuids" uuid[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirement_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"network_code" text NOT NULL,
	"name" text NOT NULL,
	"category_ids" integer[] NOT NULL,
	"attribute_uuids" uuid[] NOT NULL,
	"attribute_count" smallint NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribute_migration_companies" ADD CONSTRAINT "attribute_migration_companies_migration_id_attribute_migrations_id_fk" FOREIGN KEY ("migration_id") REFERENCES "public"."attribute_migrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_migration_companies" ADD CONSTRAINT "attribute_migration_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_migration_companies" ADD CONSTRAINT "attribute_migration_companies_agreed_by_id_users_id_fk" FOREIGN KEY ("agreed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_migrations" ADD CONSTRAINT "attribute_migrations_source_attribute_uuid_attributes_uuid_fk" FOREIGN KEY ("source_attribute_uuid") REFERENCES "public"."attributes"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_migrations" ADD CONSTRAINT "attribute_migrations_target_attribute_uuid_attributes_uuid_fk" FOREIGN KEY ("target_attribute_uuid") REFERENCES "public"."attributes"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_migrations" ADD CONSTRAINT "attribute_migrations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists"."essentiality_rows" ADD CONSTRAINT "essentiality_rows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_sets" ADD CONSTRAINT "requirement_sets_network_code_networks_code_fk" FOREIGN KEY ("network_code") REFERENCES "public"."networks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_sets" ADD CONSTRAINT "requirement_sets_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_migration_companies_key" ON "attribute_migration_companies" USING btree ("migration_id","company_id");--> statement-breakpoint
CREATE INDEX "attribute_migration_companies_company_idx" ON "attribute_migration_companies" USING btree ("company_id","migration_id");--> statement-breakpoint
CREATE INDEX "attribute_migrations_status_idx" ON "attribute_migrations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "attribute_migrations_name_idx" ON "attribute_migrations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "attribute_migrations_affected_idx" ON "attribute_migrations" USING btree ("affected_cards","id");--> statement-breakpoint
CREATE INDEX "attribute_migrations_created_idx" ON "attribute_migrations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "attribute_migrations_updated_idx" ON "attribute_migrations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "essentiality_rows_product_network_key" ON "lists"."essentiality_rows" USING btree ("product_id","network_code");--> statement-breakpoint
CREATE INDEX "essentiality_rows_fill_idx" ON "lists"."essentiality_rows" USING btree ("fill_rate","id");--> statement-breakpoint
CREATE INDEX "essentiality_rows_name_idx" ON "lists"."essentiality_rows" USING btree ("name_to_show","id");--> statement-breakpoint
CREATE INDEX "essentiality_rows_updated_idx" ON "lists"."essentiality_rows" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "essentiality_rows_network_fill_idx" ON "lists"."essentiality_rows" USING btree ("network_code","fill_rate","id");--> statement-breakpoint
CREATE INDEX "essentiality_rows_network_name_idx" ON "lists"."essentiality_rows" USING btree ("network_code","name_to_show","id");--> statement-breakpoint
CREATE INDEX "essentiality_rows_network_updated_idx" ON "lists"."essentiality_rows" USING btree ("network_code","updated_at","id");--> statement-breakpoint
CREATE INDEX "essentiality_rows_company_fill_idx" ON "lists"."essentiality_rows" USING btree ("company_id","fill_rate","id");--> statement-breakpoint
CREATE INDEX "essentiality_rows_company_name_idx" ON "lists"."essentiality_rows" USING btree ("company_id","name_to_show","id");--> statement-breakpoint
CREATE INDEX "essentiality_rows_company_updated_idx" ON "lists"."essentiality_rows" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "essentiality_rows_category_idx" ON "lists"."essentiality_rows" USING btree ("category_id","fill_rate");--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_sets_network_name_key" ON "requirement_sets" USING btree ("network_code","name");--> statement-breakpoint
CREATE INDEX "requirement_sets_name_idx" ON "requirement_sets" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "requirement_sets_count_idx" ON "requirement_sets" USING btree ("attribute_count","id");--> statement-breakpoint
CREATE INDEX "requirement_sets_created_idx" ON "requirement_sets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "requirement_sets_updated_idx" ON "requirement_sets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "requirement_sets_created_by_idx" ON "requirement_sets" USING btree ("created_by_id","id");--> statement-breakpoint
CREATE INDEX "requirement_sets_categories_idx" ON "requirement_sets" USING gin ("category_ids");