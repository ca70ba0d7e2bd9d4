CREATE TABLE "bulk_edit_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulk_edit_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"base_updated_at" timestamp with time zone NOT NULL,
	"edits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"faults" jsonb,
	"save_state" text DEFAULT 'pending' NOT NULL,
	"save_message" text
);
--> statement-breakpoint
CREATE TABLE "bulk_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"save_mode" text,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_edit_cards" ADD CONSTRAINT "bulk_edit_cards_bulk_edit_id_bulk_edits_id_fk" FOREIGN KEY ("bulk_edit_id") REFERENCES "public"."bulk_edits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_edit_cards" ADD CONSTRAINT "bulk_edit_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_edits" ADD CONSTRAINT "bulk_edits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_edits" ADD CONSTRAINT "bulk_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_edits" ADD CONSTRAINT "bulk_edits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_edit_cards_card_idx" ON "bulk_edit_cards" USING btree ("bulk_edit_id","product_id");--> statement-breakpoint
CREATE INDEX "bulk_edit_cards_position_idx" ON "bulk_edit_cards" USING btree ("bulk_edit_id","position");--> statement-breakpoint
CREATE INDEX "bulk_edits_company_idx" ON "bulk_edits" USING btree ("company_id","id");