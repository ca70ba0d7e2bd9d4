CREATE TABLE "product_requirement_sets" (
	"product_id" integer NOT NULL,
	"set_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_requirement_sets" ADD CONSTRAINT "product_requirement_sets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requirement_sets" ADD CONSTRAINT "product_requirement_sets_set_id_requirement_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."requirement_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_requirement_sets_key" ON "product_requirement_sets" USING btree ("product_id","set_id");--> statement-breakpoint
CREATE INDEX "product_requirement_sets_set_idx" ON "product_requirement_sets" USING btree ("set_id");