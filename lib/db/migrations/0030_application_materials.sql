CREATE TABLE "bha_application_correction" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"items" jsonb NOT NULL,
	"note" text NOT NULL,
	"deadline" date NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "bha_application_correction_stage_ck" CHECK ("bha_application_correction"."from_status" in ('accepted', 'first_review', 'second_review'))
);
--> statement-breakpoint
CREATE TABLE "bha_application_material" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bcs_case" DROP CONSTRAINT "bcs_case_status_ck";--> statement-breakpoint
ALTER TABLE "bha_application" DROP CONSTRAINT "bha_application_status_ck";--> statement-breakpoint
ALTER TABLE "bha_application_correction" ADD CONSTRAINT "bha_application_correction_application_id_bha_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."bha_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_application_correction" ADD CONSTRAINT "bha_application_correction_case_id_bcs_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bcs_case"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_application_correction" ADD CONSTRAINT "bha_application_correction_requested_by_bps_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."bps_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_application_material" ADD CONSTRAINT "bha_application_material_application_id_bha_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."bha_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_application_material" ADD CONSTRAINT "bha_application_material_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bha_application_correction_app_idx" ON "bha_application_correction" USING btree ("application_id","requested_at");--> statement-breakpoint
CREATE INDEX "bha_application_material_app_idx" ON "bha_application_material" USING btree ("application_id","item_key");--> statement-breakpoint
CREATE INDEX "bha_application_material_user_idx" ON "bha_application_material" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "bcs_case" ADD CONSTRAINT "bcs_case_status_ck" CHECK ("bcs_case"."status" in ('submitted', 'accepted', 'contacted', 'closed', 'reviewing', 'approved', 'rejected', 'screening', 'interview', 'hired', 'withdrawn', 'received', 'answered', 'first_review', 'second_review', 'publicized', 'queued', 'correction'));--> statement-breakpoint
ALTER TABLE "bha_application" ADD CONSTRAINT "bha_application_status_ck" CHECK ("bha_application"."status" in ('submitted', 'accepted', 'first_review', 'second_review', 'publicized', 'queued', 'rejected', 'withdrawn', 'correction'));