CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"network_code" text NOT NULL,
	"dealer_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"date_from" date NOT NULL,
	"buyer" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_network_code_networks_code_fk" FOREIGN KEY ("network_code") REFERENCES "public"."networks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_open_idx" ON "offers" USING btree ("product_id","network_code") WHERE status in (1, 2);--> statement-breakpoint
CREATE INDEX "offers_company_created_idx" ON "offers" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_company_date_idx" ON "offers" USING btree ("company_id","date_from","id");--> statement-breakpoint
CREATE INDEX "offers_company_status_idx" ON "offers" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "offers_network_created_idx" ON "offers" USING btree ("network_code","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_network_date_idx" ON "offers" USING btree ("network_code","date_from","id");--> statement-breakpoint
CREATE INDEX "offers_network_status_idx" ON "offers" USING btree ("network_code","status","id");--> statement-breakpoint
CREATE INDEX "offers_network_status_decided_idx" ON "offers" USING btree ("network_code","status","decided_at","id");--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "offers_date_idx" ON "offers" USING btree ("date_from","id");--> statement-breakpoint
CREATE INDEX "offers_product_idx" ON "offers" USING btree ("product_id");