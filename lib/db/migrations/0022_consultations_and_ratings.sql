CREATE TABLE "bcs_case_rating" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"followed_up_at" timestamp with time zone,
	"follow_up_note" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bcs_case_rating_score_ck" CHECK ("bcs_case_rating"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "bcs_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"asker_masked" text DEFAULT '' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bcs_question_category_ck" CHECK ("bcs_question"."category" in ('gzf', 'bzf', 'psf', 'gycqf', 'shop', 'job', 'site', 'other')),
	CONSTRAINT "bcs_question_published_ck" CHECK (not "bcs_question"."published" or ("bcs_question"."consent" and "bcs_question"."answer" is not null))
);
--> statement-breakpoint
ALTER TABLE "bss_search_doc" DROP CONSTRAINT "bss_search_doc_source_ck";--> statement-breakpoint
ALTER TABLE "bcs_case" DROP CONSTRAINT "bcs_case_kind_ck";--> statement-breakpoint
ALTER TABLE "bcs_case" DROP CONSTRAINT "bcs_case_status_ck";--> statement-breakpoint
ALTER TABLE "bcs_case_rating" ADD CONSTRAINT "bcs_case_rating_case_id_bcs_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bcs_case"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcs_question" ADD CONSTRAINT "bcs_question_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bcs_case_rating_follow_up_idx" ON "bcs_case_rating" USING btree ("rated_at") WHERE "bcs_case_rating"."score" <= 2 and "bcs_case_rating"."followed_up_at" is null;--> statement-breakpoint
CREATE INDEX "bcs_case_rating_month_idx" ON "bcs_case_rating" USING btree ("rated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bcs_question_key_uq" ON "bcs_question" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bcs_question_user_idx" ON "bcs_question" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bcs_question_public_idx" ON "bcs_question" USING btree ("answered_at") WHERE "bcs_question"."published";--> statement-breakpoint
ALTER TABLE "bss_search_doc" ADD CONSTRAINT "bss_search_doc_source_ck" CHECK ("bss_search_doc"."source" in ('content', 'project', 'commercial', 'shop', 'job', 'questionnaire', 'question', 'page'));--> statement-breakpoint
ALTER TABLE "bcs_case" ADD CONSTRAINT "bcs_case_kind_ck" CHECK ("bcs_case"."kind" in ('shop_intention', 'allotment', 'job_application', 'questionnaire', 'consultation'));--> statement-breakpoint
ALTER TABLE "bcs_case" ADD CONSTRAINT "bcs_case_status_ck" CHECK ("bcs_case"."status" in ('submitted', 'accepted', 'contacted', 'closed', 'reviewing', 'approved', 'rejected', 'screening', 'interview', 'hired', 'withdrawn', 'received', 'answered'));