CREATE SCHEMA "lists";
--> statement-breakpoint
CREATE TABLE "lists"."product_rows" (
	"id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"sales_status" smallint NOT NULL,
	"qc_status" smallint NOT NULL,
	"completeness" smallint NOT NULL,
	"category_id" integer,
	"brand_id" integer,
	"producer_id" integer,
	"gtin" text,
	"name_to_show" text NOT NULL,
	"network_codes" text[] NOT NULL,
	"search" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "completeness" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "qc_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cloned_from_id" integer;--> statement-breakpoint
ALTER TABLE "lists"."product_rows" ADD CONSTRAINT "product_rows_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_rows_updated_idx" ON "lists"."product_rows" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "product_rows_name_idx" ON "lists"."product_rows" USING btree ("name_to_show","id");--> statement-breakpoint
CREATE INDEX "product_rows_gtin_idx" ON "lists"."product_rows" USING btree ("gtin","id");--> statement-breakpoint
CREATE INDEX "product_rows_status_idx" ON "lists"."product_rows" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "product_rows_completeness_idx" ON "lists"."product_rows" USING btree ("completeness","id");--> statement-breakpoint
CREATE INDEX "product_rows_qc_idx" ON "lists"."product_rows" USING btree ("qc_status","id");--> statement-breakpoint
CREATE INDEX "product_rows_sales_idx" ON "lists"."product_rows" USING btree ("sales_status","id");--> statement-breakpoint
CREATE INDEX "product_rows_company_updated_idx" ON "lists"."product_rows" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "product_rows_company_name_idx" ON "lists"."product_rows" USING btree ("company_id","name_to_show","id");--> statement-breakpoint
CREATE INDEX "product_rows_company_category_idx" ON "lists"."product_rows" USING btree ("company_id","category_id","status");--> statement-breakpoint
CREATE INDEX "product_rows_company_brand_idx" ON "lists"."product_rows" USING btree ("company_id","brand_id","status");--> statement-breakpoint
CREATE INDEX "product_rows_category_idx" ON "lists"."product_rows" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "product_rows_brand_idx" ON "lists"."product_rows" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "product_rows_networks_idx" ON "lists"."product_rows" USING gin ("network_codes");--> statement-breakpoint
CREATE INDEX "product_rows_search_idx" ON "lists"."product_rows" USING gin ("search");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cloned_from_id_products_id_fk" FOREIGN KEY ("cloned_from_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_eans_ean_prefix_idx" ON "product_eans" USING btree ("ean" text_pattern_ops);