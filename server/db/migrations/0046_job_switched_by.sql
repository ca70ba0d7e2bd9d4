-- A job queued while a user is switched into another keeps who switched (docs/decisions/0052): its writes
-- are on the audit trail as the account it runs for and the user who switched into it, like the request's.
ALTER TABLE "jobs" ADD COLUMN "switched_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
