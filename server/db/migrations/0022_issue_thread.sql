-- §3 Fault and issue, §7 resolve-issue / cancel-issue: the thread of an issue after its report (the report
-- itself is the product_issues row). Each line is a step (resolved by the supplier, edited through the
-- card's save, accepted, reopened or cancelled by the reporter's side) with who, in which role, when, and
-- the words written with it. docs/decisions/0040-issue-thread.md.
CREATE TABLE "product_issue_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"step" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"author_id" integer,
	"author_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_issue_events" ADD CONSTRAINT "product_issue_events_issue_id_product_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."product_issues"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_issue_events" ADD CONSTRAINT "product_issue_events_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "product_issue_events_issue_idx" ON "product_issue_events" USING btree ("issue_id","id");
