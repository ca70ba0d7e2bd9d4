CREATE TABLE "cin_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"chain" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qc_checks" (
	"product_id" integer NOT NULL,
	"chain" text NOT NULL,
	"status" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cin_requests" ADD CONSTRAINT "cin_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cin_requests" ADD CONSTRAINT "cin_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_checks" ADD CONSTRAINT "qc_checks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_checks" ADD CONSTRAINT "qc_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cin_requests_chain_product_idx" ON "cin_requests" USING btree ("chain","product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "qc_checks_product_chain_idx" ON "qc_checks" USING btree ("product_id","chain");--> statement-breakpoint
CREATE INDEX "qc_checks_chain_status_idx" ON "qc_checks" USING btree ("chain","status","product_id");