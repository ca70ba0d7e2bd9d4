CREATE TABLE "product_media_remarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"network_code" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_media_remarks" ADD CONSTRAINT "product_media_remarks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media_remarks" ADD CONSTRAINT "product_media_remarks_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media_remarks" ADD CONSTRAINT "product_media_remarks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media_remarks" ADD CONSTRAINT "product_media_remarks_network_code_networks_code_fk" FOREIGN KEY ("network_code") REFERENCES "public"."networks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_media_remarks_media_idx" ON "product_media_remarks" USING btree ("product_id","media_id");
