-- Two gaps of the audit trail (migration 0033, docs/decisions/0052).
-- A job queued while a user is switched into another keeps who switched: its writes are on the trail as the
-- account it runs for and the user who switched into it, like the request's.
ALTER TABLE "jobs" ADD COLUMN "switched_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- Which attributes a category carries, and whether they are required: an attribute migration moves them.
-- Arguments: entity, key columns, card column, company column, subject user column, fields left out, secrets.
SELECT audit_table('category_attributes', '''category_attribute'', ''category_id,attribute_uuid'', '''', '''', '''', '''', ''''');
