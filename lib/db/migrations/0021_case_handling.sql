CREATE TABLE "bcs_case_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"from_status" text,
	"to_status" text,
	"note_to_citizen" text,
	"internal_note" text,
	"actor" text NOT NULL,
	"staff_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bcs_case_event_actor_ck" CHECK ("bcs_case_event"."actor" in ('staff', 'citizen', 'system'))
);
--> statement-breakpoint
CREATE TABLE "bcs_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"case_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bdd_allotment_intention" DROP CONSTRAINT "bdd_allotment_intention_status_ck";--> statement-breakpoint
DROP INDEX "bdd_allotment_intention_live_uq";--> statement-breakpoint
ALTER TABLE "bcs_case" ADD COLUMN "scope_id" integer;--> statement-breakpoint
ALTER TABLE "bcs_case" ADD COLUMN "status" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "bcs_case" ADD COLUMN "handler_id" integer;--> statement-breakpoint
ALTER TABLE "bcs_case" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bcs_case" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bcs_case" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bcs_case_event" ADD CONSTRAINT "bcs_case_event_case_id_bcs_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bcs_case"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcs_case_event" ADD CONSTRAINT "bcs_case_event_staff_id_bps_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."bps_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcs_message" ADD CONSTRAINT "bcs_message_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcs_message" ADD CONSTRAINT "bcs_message_case_id_bcs_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bcs_case"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bcs_case_event_case_idx" ON "bcs_case_event" USING btree ("case_id","at","id");--> statement-breakpoint
CREATE INDEX "bcs_message_user_idx" ON "bcs_message" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bcs_message_unread_idx" ON "bcs_message" USING btree ("user_id") WHERE "bcs_message"."read_at" is null;--> statement-breakpoint
ALTER TABLE "bcs_case" ADD CONSTRAINT "bcs_case_handler_id_bps_staff_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."bps_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bcs_case_inbox_idx" ON "bcs_case" USING btree ("kind","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bcs_case_inbox_all_idx" ON "bcs_case" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bcs_case_inbox_scope_idx" ON "bcs_case" USING btree ("kind","scope_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bcs_case_inbox_handler_idx" ON "bcs_case" USING btree ("handler_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bcs_case_overdue_idx" ON "bcs_case" USING btree ("kind","due_at") WHERE "bcs_case"."closed_at" is null and "bcs_case"."due_at" is not null;--> statement-breakpoint
-- Allotment registrations get their own statuses (已提交 → 审核中 → 已通过 / 未通过). Before, they
-- shared the shop intention's set: 已受理 and 已联系 both meant "staff have it" and become 审核中; a
-- closed one the applicant withdrew stays closed (it reads 已撤回); one staff closed becomes 未通过.
UPDATE "bdd_allotment_intention" SET "status" = 'reviewing' WHERE "status" IN ('accepted', 'contacted');--> statement-breakpoint
UPDATE "bdd_allotment_intention" SET "status" = 'rejected' WHERE "status" = 'closed' AND "withdrawn_at" IS NULL;--> statement-breakpoint
-- Every existing case takes its status from its submission (a withdrawn one is 'withdrawn'), its scope
-- (project, post, questionnaire) and, while open, the date its next step is due under the pledge
-- (5 working days = 7 calendar days, 10 = 14, counted from the last change; lib/cases/flow.ts).
UPDATE "bcs_case" c SET
  "status" = CASE WHEN s."withdrawn_at" IS NOT NULL THEN 'withdrawn' ELSE s."status" END,
  "closed_at" = CASE WHEN s."withdrawn_at" IS NOT NULL THEN s."withdrawn_at" WHEN s."status" = 'closed' THEN s."updated_at" END,
  "due_at" = CASE WHEN s."withdrawn_at" IS NULL AND s."status" IN ('submitted', 'accepted') THEN s."updated_at" + interval '7 days' END
FROM "bdd_shop_intention" s WHERE c."kind" = 'shop_intention' AND c."subject_id" = s."id";--> statement-breakpoint
UPDATE "bcs_case" c SET
  "status" = CASE WHEN s."status" = 'closed' THEN 'withdrawn' ELSE s."status" END,
  "scope_id" = s."project_id",
  "closed_at" = CASE WHEN s."status" = 'closed' THEN coalesce(s."withdrawn_at", s."updated_at") WHEN s."status" IN ('approved', 'rejected') THEN s."updated_at" END,
  "due_at" = CASE s."status" WHEN 'submitted' THEN s."updated_at" + interval '7 days' WHEN 'reviewing' THEN s."updated_at" + interval '14 days' END
FROM "bdd_allotment_intention" s WHERE c."kind" = 'allotment' AND c."subject_id" = s."id";--> statement-breakpoint
UPDATE "bcs_case" c SET
  "status" = s."status",
  "scope_id" = s."post_id",
  "closed_at" = CASE WHEN s."status" IN ('rejected', 'hired') THEN s."updated_at" WHEN s."status" = 'withdrawn' THEN coalesce(s."withdrawn_at", s."updated_at") END,
  "due_at" = CASE s."status" WHEN 'submitted' THEN s."updated_at" + interval '7 days' WHEN 'screening' THEN s."updated_at" + interval '14 days' WHEN 'interview' THEN s."updated_at" + interval '14 days' END
FROM "brc_application" s WHERE c."kind" = 'job_application' AND c."subject_id" = s."id";--> statement-breakpoint
UPDATE "bcs_case" c SET "status" = 'received', "scope_id" = s."questionnaire_id", "closed_at" = c."created_at"
FROM "bqn_response" s WHERE c."kind" = 'questionnaire' AND c."subject_id" = s."id";--> statement-breakpoint
-- Their timelines start with the submission, and a withdrawal the citizen made is on them.
INSERT INTO "bcs_case_event" ("case_id", "from_status", "to_status", "actor", "at")
SELECT "id", NULL, CASE WHEN "kind" = 'questionnaire' THEN 'received' ELSE 'submitted' END, 'citizen', "created_at" FROM "bcs_case";--> statement-breakpoint
INSERT INTO "bcs_case_event" ("case_id", "from_status", "to_status", "actor", "at")
SELECT "id", 'submitted', 'withdrawn', 'citizen', "closed_at" FROM "bcs_case" WHERE "status" = 'withdrawn';--> statement-breakpoint
CREATE UNIQUE INDEX "bdd_allotment_intention_live_uq" ON "bdd_allotment_intention" USING btree ("user_id","project_id") WHERE "bdd_allotment_intention"."status" not in ('closed', 'rejected');--> statement-breakpoint
ALTER TABLE "bdd_allotment_intention" ADD CONSTRAINT "bdd_allotment_intention_status_ck" CHECK ("bdd_allotment_intention"."status" in ('submitted', 'reviewing', 'approved', 'rejected', 'closed'));--> statement-breakpoint
ALTER TABLE "bcs_case" ADD CONSTRAINT "bcs_case_status_ck" CHECK ("bcs_case"."status" in ('submitted', 'accepted', 'contacted', 'closed', 'reviewing', 'approved', 'rejected', 'screening', 'interview', 'hired', 'withdrawn', 'received'));