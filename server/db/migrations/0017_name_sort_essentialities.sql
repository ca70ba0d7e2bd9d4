DROP INDEX "lists"."essentiality_rows_name_idx";--> statement-breakpoint
DROP INDEX "lists"."essentiality_rows_network_name_idx";--> statement-breakpoint
DROP INDEX "lists"."essentiality_rows_company_name_idx";--> statement-breakpoint
CREATE INDEX "essentiality_rows_name_idx" ON "lists"."essentiality_rows" USING btree ((pim_name_key("name_to_show") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "essentiality_rows_network_name_idx" ON "lists"."essentiality_rows" USING btree ("network_code",(pim_name_key("name_to_show") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "essentiality_rows_company_name_idx" ON "lists"."essentiality_rows" USING btree ("company_id",(pim_name_key("name_to_show") collate "C"),"id");