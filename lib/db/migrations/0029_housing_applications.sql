CREATE TABLE "bha_application_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"product" text NOT NULL,
	"id_number_hash" text NOT NULL,
	"open" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bha_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer,
	"user_id" integer NOT NULL,
	"product" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"data" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bha_application_product_ck" CHECK ("bha_application"."product" in ('gzf', 'bzf')),
	CONSTRAINT "bha_application_status_ck" CHECK ("bha_application"."status" in ('submitted', 'accepted', 'first_review', 'second_review', 'publicized', 'queued', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "bcs_case" DROP CONSTRAINT "bcs_case_kind_ck";--> statement-breakpoint
ALTER TABLE "bcs_case" DROP CONSTRAINT "bcs_case_status_ck";--> statement-breakpoint
ALTER TABLE "bha_application_member" ADD CONSTRAINT "bha_application_member_application_id_bha_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."bha_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_application" ADD CONSTRAINT "bha_application_case_id_bcs_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bcs_case"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_application" ADD CONSTRAINT "bha_application_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bha_application_member_open_uq" ON "bha_application_member" USING btree ("product","id_number_hash") WHERE "bha_application_member"."open" = 1;--> statement-breakpoint
CREATE INDEX "bha_application_member_app_idx" ON "bha_application_member" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bha_application_open_uq" ON "bha_application" USING btree ("user_id","product") WHERE "bha_application"."status" not in ('rejected', 'withdrawn');--> statement-breakpoint
CREATE UNIQUE INDEX "bha_application_key_uq" ON "bha_application" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bha_application_user_idx" ON "bha_application" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "bcs_case" ADD CONSTRAINT "bcs_case_kind_ck" CHECK ("bcs_case"."kind" in ('shop_intention', 'allotment', 'job_application', 'questionnaire', 'consultation', 'housing_application'));--> statement-breakpoint
ALTER TABLE "bcs_case" ADD CONSTRAINT "bcs_case_status_ck" CHECK ("bcs_case"."status" in ('submitted', 'accepted', 'contacted', 'closed', 'reviewing', 'approved', 'rejected', 'screening', 'interview', 'hired', 'withdrawn', 'received', 'answered', 'first_review', 'second_review', 'publicized', 'queued'));