CREATE TABLE "company_gs1_prefixes" (
	"company_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_gs1_prefixes_pk" PRIMARY KEY("company_id","prefix"),
	CONSTRAINT "company_gs1_prefixes_digits" CHECK ("prefix" ~ '^[0-9]{6,12}$')
);
--> statement-breakpoint
ALTER TABLE "company_gs1_prefixes" ADD CONSTRAINT "company_gs1_prefixes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "gln_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"job_id" integer,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gln_imports" ADD CONSTRAINT "gln_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gln_imports" ADD CONSTRAINT "gln_imports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
