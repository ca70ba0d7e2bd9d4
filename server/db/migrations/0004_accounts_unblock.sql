CREATE TABLE "unblock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unblock_requests" ADD CONSTRAINT "unblock_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unblock_requests" ADD CONSTRAINT "unblock_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unblock_requests_created_idx" ON "unblock_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "unblock_requests_status_idx" ON "unblock_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "unblock_requests_user_idx" ON "unblock_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unblock_requests_pending_idx" ON "unblock_requests" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_active_idx" ON "users" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id","id");