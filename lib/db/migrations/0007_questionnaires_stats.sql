CREATE TABLE "bpm_module_access_daily" (
	"day" date NOT NULL,
	"module_key" text NOT NULL,
	"module_name" text DEFAULT '' NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bpm_module_access_daily_day_module_key_pk" PRIMARY KEY("day","module_key")
);
--> statement-breakpoint
CREATE TABLE "bqn_answer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"text" text,
	"rating" smallint,
	CONSTRAINT "bqn_answer_rating_ck" CHECK ("bqn_answer"."rating" is null or "bqn_answer"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "bqn_kept_answers" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bqn_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"is_other" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bqn_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"hint" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"min_choices" smallint,
	"max_choices" smallint,
	"min_length" smallint,
	"max_length" smallint,
	CONSTRAINT "bqn_question_kind_ck" CHECK ("bqn_question"."kind" in ('single', 'multiple', 'short_text', 'long_text', 'rating')),
	CONSTRAINT "bqn_question_choices_ck" CHECK ("bqn_question"."min_choices" is null or "bqn_question"."max_choices" is null or "bqn_question"."min_choices" <= "bqn_question"."max_choices"),
	CONSTRAINT "bqn_question_length_ck" CHECK ("bqn_question"."min_length" is null or "bqn_question"."max_length" is null or "bqn_question"."min_length" <= "bqn_question"."max_length")
);
--> statement-breakpoint
CREATE TABLE "bqn_response" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"user_id" integer,
	"device_hash" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bqn_response_who_ck" CHECK ("bqn_response"."user_id" is not null or "bqn_response"."device_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "bqn_section" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bqn_questionnaire" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"results_public" boolean DEFAULT false NOT NULL,
	"per_address_daily_limit" smallint DEFAULT 20 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bqn_questionnaire_mode_ck" CHECK ("bqn_questionnaire"."mode" in ('signed_in', 'anonymous')),
	CONSTRAINT "bqn_questionnaire_dates_ck" CHECK ("bqn_questionnaire"."closes_at" is null or "bqn_questionnaire"."closes_at" > "bqn_questionnaire"."opens_at"),
	CONSTRAINT "bqn_questionnaire_limit_ck" CHECK ("bqn_questionnaire"."per_address_daily_limit" between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "bqn_answer" ADD CONSTRAINT "bqn_answer_response_id_bqn_response_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."bqn_response"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bqn_answer" ADD CONSTRAINT "bqn_answer_question_id_bqn_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."bqn_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bqn_answer" ADD CONSTRAINT "bqn_answer_option_id_bqn_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."bqn_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bqn_kept_answers" ADD CONSTRAINT "bqn_kept_answers_questionnaire_id_bqn_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."bqn_questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bqn_option" ADD CONSTRAINT "bqn_option_question_id_bqn_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."bqn_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bqn_question" ADD CONSTRAINT "bqn_question_section_id_bqn_section_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."bqn_section"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bqn_response" ADD CONSTRAINT "bqn_response_questionnaire_id_bqn_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."bqn_questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bqn_response" ADD CONSTRAINT "bqn_response_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bqn_section" ADD CONSTRAINT "bqn_section_questionnaire_id_bqn_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."bqn_questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bqn_answer_count_idx" ON "bqn_answer" USING btree ("question_id","option_id");--> statement-breakpoint
CREATE INDEX "bqn_answer_response_idx" ON "bqn_answer" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "bqn_kept_answers_expiry_idx" ON "bqn_kept_answers" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bqn_option_order_idx" ON "bqn_option" USING btree ("question_id","sort_order");--> statement-breakpoint
CREATE INDEX "bqn_question_order_idx" ON "bqn_question" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "bqn_response_user_uq" ON "bqn_response" USING btree ("questionnaire_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bqn_response_device_uq" ON "bqn_response" USING btree ("questionnaire_id","device_hash");--> statement-breakpoint
CREATE INDEX "bqn_section_order_idx" ON "bqn_section" USING btree ("questionnaire_id","sort_order");--> statement-breakpoint
CREATE INDEX "bpm_module_access_visitor_idx" ON "bpm_module_access" USING btree ("visitor_hash","module_key","accessed_at");--> statement-breakpoint
CREATE INDEX "bpm_module_access_time_idx" ON "bpm_module_access" USING btree ("accessed_at");