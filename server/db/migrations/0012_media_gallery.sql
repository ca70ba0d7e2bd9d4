CREATE TABLE "media_gallery_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"directory_id" integer,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"thumb_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_gallery_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_gallery_directories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"share_token" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_gallery_assets" ADD CONSTRAINT "media_gallery_assets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_gallery_assets" ADD CONSTRAINT "media_gallery_assets_directory_id_media_gallery_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."media_gallery_directories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_gallery_assets" ADD CONSTRAINT "media_gallery_assets_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_gallery_assignments" ADD CONSTRAINT "media_gallery_assignments_asset_id_media_gallery_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_gallery_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_gallery_assignments" ADD CONSTRAINT "media_gallery_assignments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_gallery_assignments" ADD CONSTRAINT "media_gallery_assignments_file_id_media_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_gallery_assignments" ADD CONSTRAINT "media_gallery_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_gallery_directories" ADD CONSTRAINT "media_gallery_directories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_gallery_directories" ADD CONSTRAINT "media_gallery_directories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_gallery_assets_company_idx" ON "media_gallery_assets" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "media_gallery_assets_name_idx" ON "media_gallery_assets" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_gallery_assets_key_idx" ON "media_gallery_assets" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "media_gallery_assignments_asset_idx" ON "media_gallery_assignments" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "media_gallery_assignments_product_idx" ON "media_gallery_assignments" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_gallery_directories_name_idx" ON "media_gallery_directories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "media_gallery_directories_share_idx" ON "media_gallery_directories" USING btree ("share_token");