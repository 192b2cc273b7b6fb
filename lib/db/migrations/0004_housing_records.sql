CREATE TABLE "bdd_allotment_intention" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"unit_type_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"id_number_masked" text NOT NULL,
	"id_number_cipher" text NOT NULL,
	"mobile" text NOT NULL,
	"family_members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"idempotency_key" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bdd_allotment_intention_status_ck" CHECK ("bdd_allotment_intention"."status" in ('submitted', 'accepted', 'contacted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "bdd_commercial_project" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_hours" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bdd_housing_project" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"business_type" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"status" text NOT NULL,
	"homes_total" integer NOT NULL,
	"homes_available" integer NOT NULL,
	"handover_date" date,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"facilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transport" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_hours" text DEFAULT '' NOT NULL,
	"rent_min" integer,
	"rent_max" integer,
	"price_min" integer,
	"price_max" integer,
	"area_min" numeric(7, 2),
	"area_max" numeric(7, 2),
	"bedrooms" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"registration_first_day" date,
	"registration_last_day" date,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bdd_housing_project_type_ck" CHECK ("bdd_housing_project"."business_type" in ('gzf', 'bzf', 'psx', 'gycq')),
	CONSTRAINT "bdd_housing_project_status_ck" CHECK ("bdd_housing_project"."status" in ('building', 'upcoming', 'open', 'full', 'onsale')),
	CONSTRAINT "bdd_housing_project_homes_ck" CHECK ("bdd_housing_project"."homes_available" >= 0 and "bdd_housing_project"."homes_available" <= "bdd_housing_project"."homes_total"),
	CONSTRAINT "bdd_housing_project_window_ck" CHECK (("bdd_housing_project"."registration_first_day" is null) = ("bdd_housing_project"."registration_last_day" is null) and ("bdd_housing_project"."registration_first_day" is null or "bdd_housing_project"."registration_first_day" <= "bdd_housing_project"."registration_last_day"))
);
--> statement-breakpoint
CREATE TABLE "bdd_housing_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"business_type" text NOT NULL,
	"project_id" integer,
	"project_name" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"room_no" text DEFAULT '' NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bdd_housing_record_kind_ck" CHECK ("bdd_housing_record"."kind" in ('application', 'allocation', 'selection'))
);
--> statement-breakpoint
CREATE TABLE "bdd_housing_unit_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"layout" text NOT NULL,
	"bedrooms" smallint NOT NULL,
	"area_min" numeric(7, 2) NOT NULL,
	"area_max" numeric(7, 2) NOT NULL,
	"rent_min" integer,
	"rent_max" integer,
	"price_min" integer,
	"price_max" integer,
	"homes_total" integer NOT NULL,
	"homes_available" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bdd_housing_unit_type_area_ck" CHECK ("bdd_housing_unit_type"."area_min" > 0 and "bdd_housing_unit_type"."area_min" <= "bdd_housing_unit_type"."area_max"),
	CONSTRAINT "bdd_housing_unit_type_homes_ck" CHECK ("bdd_housing_unit_type"."homes_available" >= 0 and "bdd_housing_unit_type"."homes_available" <= "bdd_housing_unit_type"."homes_total"),
	CONSTRAINT "bdd_housing_unit_type_bedrooms_ck" CHECK ("bdd_housing_unit_type"."bedrooms" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "bdd_shop_intention" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"applicant_kind" text NOT NULL,
	"company_name" text,
	"credit_code" text,
	"person_name" text,
	"contact_name" text NOT NULL,
	"mobile" text NOT NULL,
	"shop_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"area_min" integer,
	"area_max" integer,
	"intended_use" text NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"idempotency_key" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bdd_shop_intention_status_ck" CHECK ("bdd_shop_intention"."status" in ('submitted', 'accepted', 'contacted', 'closed')),
	CONSTRAINT "bdd_shop_intention_kind_ck" CHECK ("bdd_shop_intention"."applicant_kind" in ('company', 'person'))
);
--> statement-breakpoint
CREATE TABLE "bdd_shop" (
	"id" serial PRIMARY KEY NOT NULL,
	"commercial_project_id" integer NOT NULL,
	"unit_no" text NOT NULL,
	"floor" smallint NOT NULL,
	"area" numeric(8, 2) NOT NULL,
	"rent_fen_per_sqm_month" integer NOT NULL,
	"uses" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"available_from" date,
	"description" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bdd_shop_status_ck" CHECK ("bdd_shop"."status" in ('leasing', 'negotiating', 'leased')),
	CONSTRAINT "bdd_shop_area_ck" CHECK ("bdd_shop"."area" > 0),
	CONSTRAINT "bdd_shop_rent_ck" CHECK ("bdd_shop"."rent_fen_per_sqm_month" > 0)
);
--> statement-breakpoint
-- Project favourites now point at real projects; none could exist before the projects did, so any row is stale test data.
DELETE FROM "bpb_project_collect";--> statement-breakpoint
ALTER TABLE "bpb_project_collect" ALTER COLUMN "project_id" SET DATA TYPE integer USING "project_id"::integer;--> statement-breakpoint
ALTER TABLE "bdd_allotment_intention" ADD CONSTRAINT "bdd_allotment_intention_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdd_allotment_intention" ADD CONSTRAINT "bdd_allotment_intention_project_id_bdd_housing_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bdd_housing_project"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdd_allotment_intention" ADD CONSTRAINT "bdd_allotment_intention_unit_type_id_bdd_housing_unit_type_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."bdd_housing_unit_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdd_housing_record" ADD CONSTRAINT "bdd_housing_record_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdd_housing_record" ADD CONSTRAINT "bdd_housing_record_project_id_bdd_housing_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bdd_housing_project"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdd_housing_unit_type" ADD CONSTRAINT "bdd_housing_unit_type_project_id_bdd_housing_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bdd_housing_project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdd_shop_intention" ADD CONSTRAINT "bdd_shop_intention_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bdd_shop" ADD CONSTRAINT "bdd_shop_commercial_project_id_bdd_commercial_project_id_fk" FOREIGN KEY ("commercial_project_id") REFERENCES "public"."bdd_commercial_project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bdd_allotment_intention_key_uq" ON "bdd_allotment_intention" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bdd_allotment_intention_live_uq" ON "bdd_allotment_intention" USING btree ("user_id","project_id") WHERE "bdd_allotment_intention"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "bdd_allotment_intention_user_idx" ON "bdd_allotment_intention" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bdd_commercial_project_district_idx" ON "bdd_commercial_project" USING btree ("district");--> statement-breakpoint
CREATE INDEX "bdd_housing_project_finder_idx" ON "bdd_housing_project" USING btree ("business_type","district","published_at","id","status","rent_min","rent_max","price_min","price_max","area_min","area_max");--> statement-breakpoint
CREATE INDEX "bdd_housing_project_published_idx" ON "bdd_housing_project" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "bdd_housing_project_rent_idx" ON "bdd_housing_project" USING btree ("business_type","rent_min");--> statement-breakpoint
CREATE INDEX "bdd_housing_project_price_idx" ON "bdd_housing_project" USING btree ("business_type","price_min");--> statement-breakpoint
CREATE INDEX "bdd_housing_project_available_idx" ON "bdd_housing_project" USING btree ("business_type","homes_available");--> statement-breakpoint
CREATE INDEX "bdd_housing_project_district_idx" ON "bdd_housing_project" USING btree ("district","status");--> statement-breakpoint
CREATE INDEX "bdd_housing_record_user_idx" ON "bdd_housing_record" USING btree ("user_id","kind","happened_at");--> statement-breakpoint
CREATE INDEX "bdd_housing_unit_type_project_idx" ON "bdd_housing_unit_type" USING btree ("project_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "bdd_shop_intention_key_uq" ON "bdd_shop_intention" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bdd_shop_intention_user_idx" ON "bdd_shop_intention" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bdd_shop_unit_uq" ON "bdd_shop" USING btree ("commercial_project_id","unit_no");--> statement-breakpoint
CREATE INDEX "bdd_shop_status_idx" ON "bdd_shop" USING btree ("status","rent_fen_per_sqm_month");--> statement-breakpoint
CREATE INDEX "bdd_shop_area_idx" ON "bdd_shop" USING btree ("area");--> statement-breakpoint
ALTER TABLE "bpb_project_collect" ADD CONSTRAINT "bpb_project_collect_project_id_bdd_housing_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bdd_housing_project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpb_project_collect" DROP COLUMN "project_name";--> statement-breakpoint
ALTER TABLE "bpb_project_collect" DROP COLUMN "project_path";