CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpb_app_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"version_code" integer NOT NULL,
	"version_name" text NOT NULL,
	"download_url" text NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bpb_app_version_platform_ck" CHECK ("bpb_app_version"."platform" in ('android', 'ios'))
);
--> statement-breakpoint
CREATE TABLE "bpb_banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"column_key" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpb_business_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT 'home' NOT NULL,
	"link_url" text NOT NULL,
	"column_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpc_column" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"parent_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"level" smallint NOT NULL,
	"route" text NOT NULL,
	"special_key" text,
	"nav_hidden" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bpc_column_key_uq" UNIQUE("key"),
	CONSTRAINT "bpc_column_level_ck" CHECK ("bpc_column"."level" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "bpc_company_introduce" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"slogan" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"founded_on" date,
	"registered_capital" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"service_hotline" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"office_hours" text DEFAULT '' NOT NULL,
	"longitude" text DEFAULT '' NOT NULL,
	"latitude" text DEFAULT '' NOT NULL,
	"video_url" text,
	"brochure_url" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpc_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"column_key" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"video_url" text,
	"source" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bpc_content_status_ck" CHECK ("bpc_content"."status" in ('draft', 'published')),
	CONSTRAINT "bpc_content_views_ck" CHECK ("bpc_content"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bpb_friendly_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpb_memorabilia" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"event_date" date NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpm_module_access" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"module_key" text NOT NULL,
	"module_name" text DEFAULT '' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"visitor_hash" text,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpc_subsidiary" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text,
	"logo_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpb_web_skin" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_skin_id" text NOT NULL,
	"name" text NOT NULL,
	"web_skin_status" text DEFAULT '0' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bpb_banner" ADD CONSTRAINT "bpb_banner_column_key_bpc_column_key_fk" FOREIGN KEY ("column_key") REFERENCES "public"."bpc_column"("key") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "bpc_column" ADD CONSTRAINT "bpc_column_parent_fk" FOREIGN KEY ("parent_key") REFERENCES "public"."bpc_column"("key") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpc_content" ADD CONSTRAINT "bpc_content_column_key_bpc_column_key_fk" FOREIGN KEY ("column_key") REFERENCES "public"."bpc_column"("key") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "bpb_app_version_uq" ON "bpb_app_version" USING btree ("platform","version_code");--> statement-breakpoint
CREATE INDEX "bpb_banner_column_idx" ON "bpb_banner" USING btree ("column_key","sort_order");--> statement-breakpoint
CREATE INDEX "bpb_business_segments_sort_idx" ON "bpb_business_segments" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "bpc_column_parent_idx" ON "bpc_column" USING btree ("parent_key","sort_order");--> statement-breakpoint
CREATE INDEX "bpc_content_list_idx" ON "bpc_content" USING btree ("column_key","status","pinned","publish_at");--> statement-breakpoint
CREATE INDEX "bpc_content_publish_idx" ON "bpc_content" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "bpb_friendly_link_sort_idx" ON "bpb_friendly_link" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "bpb_memorabilia_year_idx" ON "bpb_memorabilia" USING btree ("year","event_date");--> statement-breakpoint
CREATE INDEX "bpm_module_access_key_idx" ON "bpm_module_access" USING btree ("module_key","accessed_at");--> statement-breakpoint
CREATE INDEX "bpc_subsidiary_sort_idx" ON "bpc_subsidiary" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "bpb_web_skin_status_idx" ON "bpb_web_skin" USING btree ("web_skin_status","sort_order");