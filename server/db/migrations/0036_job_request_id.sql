ALTER TABLE "jobs" ADD COLUMN "request_id" text;
