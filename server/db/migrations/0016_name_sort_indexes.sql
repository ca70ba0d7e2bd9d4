DROP INDEX "lists"."product_rows_name_idx";--> statement-breakpoint
DROP INDEX "lists"."product_rows_company_name_idx";--> statement-breakpoint
CREATE INDEX "product_rows_name_idx" ON "lists"."product_rows" USING btree ((pim_name_key("name_to_show") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "product_rows_company_name_idx" ON "lists"."product_rows" USING btree ("company_id",(pim_name_key("name_to_show") collate "C"),"id");