CREATE TABLE "shop_assortment" (
	"network_code" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_number" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_assortment_pk" PRIMARY KEY("network_code","product_id"),
	CONSTRAINT "shop_assortment_status_check" CHECK ("status" in ('planned', 'listed', 'delisted'))
);
--> statement-breakpoint
ALTER TABLE "shop_assortment" ADD CONSTRAINT "shop_assortment_network_code_networks_code_fk" FOREIGN KEY ("network_code") REFERENCES "public"."networks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_assortment" ADD CONSTRAINT "shop_assortment_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_assortment" ADD CONSTRAINT "shop_assortment_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_assortment_number_idx" ON "shop_assortment" USING btree ("network_code","product_number") WHERE "product_number" is not null;--> statement-breakpoint
CREATE INDEX "shop_assortment_status_idx" ON "shop_assortment" USING btree ("network_code","status","product_id");--> statement-breakpoint
CREATE INDEX "shop_assortment_product_idx" ON "shop_assortment" USING btree ("product_id");
