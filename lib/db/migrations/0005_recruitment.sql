CREATE TABLE "brc_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"source" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"photo_file_id" integer,
	"attachment_file_id" integer,
	"status" text DEFAULT 'submitted' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brc_application_status_ck" CHECK ("brc_application"."status" in ('submitted', 'screening', 'interview', 'rejected', 'hired', 'withdrawn')),
	CONSTRAINT "brc_application_source_ck" CHECK ("brc_application"."source" in ('quick', 'resume'))
);
--> statement-breakpoint
CREATE TABLE "brc_job_post" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subsidiary_id" integer,
	"department" text NOT NULL,
	"place" text NOT NULL,
	"headcount" smallint NOT NULL,
	"duties" text NOT NULL,
	"education" text NOT NULL,
	"major" text DEFAULT '' NOT NULL,
	"experience_years" smallint DEFAULT 0 NOT NULL,
	"certificates" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"recruit_type" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"deadline" date NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brc_job_post_type_ck" CHECK ("brc_job_post"."recruit_type" in ('social', 'campus')),
	CONSTRAINT "brc_job_post_state_ck" CHECK ("brc_job_post"."state" in ('open', 'ended')),
	CONSTRAINT "brc_job_post_education_ck" CHECK ("brc_job_post"."education" in ('none', 'secondary', 'college', 'bachelor', 'master', 'doctor')),
	CONSTRAINT "brc_job_post_headcount_ck" CHECK ("brc_job_post"."headcount" between 1 and 999),
	CONSTRAINT "brc_job_post_salary_ck" CHECK ("brc_job_post"."salary_min" is null or "brc_job_post"."salary_max" is null or "brc_job_post"."salary_min" <= "brc_job_post"."salary_max")
);
--> statement-breakpoint
CREATE TABLE "brc_draft" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"post_id" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brc_draft_kind_ck" CHECK ("brc_draft"."kind" in ('resume', 'quick')),
	CONSTRAINT "brc_draft_post_ck" CHECK (("brc_draft"."kind" = 'resume') = ("brc_draft"."post_id" = 0))
);
--> statement-breakpoint
CREATE TABLE "brc_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"media_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brc_file_purpose_ck" CHECK ("brc_file"."purpose" in ('photo', 'attachment'))
);
--> statement-breakpoint
CREATE TABLE "brc_resume" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"photo_file_id" integer,
	"attachment_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brc_application" ADD CONSTRAINT "brc_application_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc_application" ADD CONSTRAINT "brc_application_post_id_brc_job_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."brc_job_post"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc_application" ADD CONSTRAINT "brc_application_photo_file_id_brc_file_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."brc_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc_application" ADD CONSTRAINT "brc_application_attachment_file_id_brc_file_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."brc_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc_job_post" ADD CONSTRAINT "brc_job_post_subsidiary_id_bpc_subsidiary_id_fk" FOREIGN KEY ("subsidiary_id") REFERENCES "public"."bpc_subsidiary"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc_draft" ADD CONSTRAINT "brc_draft_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc_file" ADD CONSTRAINT "brc_file_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc_resume" ADD CONSTRAINT "brc_resume_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc_resume" ADD CONSTRAINT "brc_resume_photo_file_id_brc_file_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."brc_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brc_resume" ADD CONSTRAINT "brc_resume_attachment_file_id_brc_file_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."brc_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brc_application_post_uq" ON "brc_application" USING btree ("user_id","post_id");--> statement-breakpoint
CREATE INDEX "brc_application_user_idx" ON "brc_application" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "brc_job_post_list_idx" ON "brc_job_post" USING btree ("published_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brc_draft_form_uq" ON "brc_draft" USING btree ("user_id","kind","post_id");--> statement-breakpoint
CREATE INDEX "brc_file_user_idx" ON "brc_file" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brc_resume_user_uq" ON "brc_resume" USING btree ("user_id");