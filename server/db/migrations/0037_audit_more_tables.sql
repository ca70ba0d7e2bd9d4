-- The trail (migration 0033) on the tables added beside it: who may act as whom, rich content, shop
-- assortments and GS1 prefixes. Arguments: entity, key columns, card column, company column, subject user
-- column, fields left out, secret fields.
SELECT audit_table('switch_permissions', '''switch_permission'', ''id'', '''', '''', ''target_user_id'', ''created_at'', ''''');
--> statement-breakpoint
SELECT audit_table('product_rich_content', '''rich_content'', ''product_id'', ''product_id'', '''', '''', ''updated_at,version'', ''''');
--> statement-breakpoint
SELECT audit_table('shop_assortment', '''shop_assortment'', ''network_code,product_id'', ''product_id'', '''', '''', ''added_at,updated_at'', ''''');
--> statement-breakpoint
SELECT audit_table('company_gs1_prefixes', '''gs1_prefix'', ''company_id,prefix'', '''', ''company_id'', '''', ''created_at'', ''''');
