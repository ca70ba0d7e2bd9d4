-- §3 Company: the fields of the company profile beyond the first ones (docs/decisions/0047), the §5 opt-out
-- checkboxes for phone, e-mail, tax id and GLN, and the logo in the media storage. A producer used by
-- cards is retired rather than deleted.
ALTER TABLE "companies" ADD COLUMN "contact_form_url" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "site_url" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_key" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_mime" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "groups" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suppliers" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "subscription" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone_declined" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email_declined" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_id_declined" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "gln_declined" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "producers" ADD COLUMN "retired_at" timestamp with time zone;
