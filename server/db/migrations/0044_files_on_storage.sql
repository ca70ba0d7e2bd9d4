-- Import uploads and job files move from bytea to the file storage (docs/decisions/0057). A migration
-- cannot reach an S3 service, so old rows keep their bytes until the storage sweep job moves them; new
-- rows carry only the key of their file.
ALTER TABLE "job_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "job_files" ADD COLUMN "size" bigint;--> statement-breakpoint
ALTER TABLE "job_files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_files" ADD CONSTRAINT "job_files_bytes_or_key" CHECK ("bytes" IS NOT NULL OR "storage_key" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "import_uploads" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "import_uploads" ALTER COLUMN "bytes" DROP NOT NULL;
