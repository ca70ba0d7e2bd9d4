ALTER TABLE "sessions" ADD COLUMN "acting_as_user_id" integer;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_as_user_id_users_id_fk" FOREIGN KEY ("acting_as_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "switch_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_user_id" integer NOT NULL,
	"allowed_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"granted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "switch_permissions" ADD CONSTRAINT "switch_permissions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "switch_permissions" ADD CONSTRAINT "switch_permissions_allowed_user_id_users_id_fk" FOREIGN KEY ("allowed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "switch_permissions" ADD CONSTRAINT "switch_permissions_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "switch_permissions_pair_idx" ON "switch_permissions" USING btree ("target_user_id","allowed_user_id");
--> statement-breakpoint
CREATE INDEX "switch_permissions_allowed_idx" ON "switch_permissions" USING btree ("allowed_user_id");
--> statement-breakpoint
CREATE TABLE "switch_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_user_id" integer NOT NULL,
	"real_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text,
	"path" text,
	"status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "switch_logs" ADD CONSTRAINT "switch_logs_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "switch_logs" ADD CONSTRAINT "switch_logs_real_user_id_users_id_fk" FOREIGN KEY ("real_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "switch_logs_target_idx" ON "switch_logs" USING btree ("target_user_id","created_at");
--> statement-breakpoint
CREATE INDEX "switch_logs_real_idx" ON "switch_logs" USING btree ("real_user_id","created_at");
