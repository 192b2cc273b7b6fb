CREATE TABLE "bcs_case" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"receipt_no" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bcs_case_kind_ck" CHECK ("bcs_case"."kind" in ('shop_intention', 'allotment', 'job_application', 'questionnaire'))
);
--> statement-breakpoint
CREATE TABLE "bcs_receipt_counter" (
	"prefix" text NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "bcs_receipt_counter_prefix_day_pk" PRIMARY KEY("prefix","day")
);
--> statement-breakpoint
ALTER TABLE "bcs_case" ADD CONSTRAINT "bcs_case_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bcs_case_receipt_uq" ON "bcs_case" USING btree ("receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bcs_case_subject_uq" ON "bcs_case" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "bcs_case_user_idx" ON "bcs_case" USING btree ("user_id","created_at");--> statement-breakpoint
-- Every submission stored before receipts existed gets its case: numbered by kind and Beijing day in
-- the order they came, and the day counters continue after them.
INSERT INTO "bcs_case" ("kind", "receipt_no", "subject_id", "user_id", "is_demo", "created_at")
SELECT "kind",
       "prefix" || '-' || to_char("day", 'YYYYMMDD') || '-' || lpad("n"::text, greatest(4, length("n"::text)), '0'),
       "id", "user_id", "is_demo", "created_at"
FROM (
  SELECT s.*, row_number() OVER (PARTITION BY "kind", "day" ORDER BY "created_at", "id") AS "n"
  FROM (
    SELECT 'shop_intention' AS "kind", 'SY' AS "prefix", "id", "user_id", "is_demo", "created_at", (("created_at" AT TIME ZONE 'UTC') + interval '8 hours')::date AS "day" FROM "bdd_shop_intention"
    UNION ALL
    SELECT 'allotment', 'PS', "id", "user_id", "is_demo", "created_at", (("created_at" AT TIME ZONE 'UTC') + interval '8 hours')::date FROM "bdd_allotment_intention"
    UNION ALL
    SELECT 'job_application', 'ZP', "id", "user_id", "is_demo", "created_at", (("created_at" AT TIME ZONE 'UTC') + interval '8 hours')::date FROM "brc_application"
    UNION ALL
    SELECT 'questionnaire', 'WJ', "id", "user_id", "is_demo", "submitted_at", (("submitted_at" AT TIME ZONE 'UTC') + interval '8 hours')::date FROM "bqn_response" WHERE "user_id" IS NOT NULL
  ) s
) numbered;
--> statement-breakpoint
INSERT INTO "bcs_receipt_counter" ("prefix", "day", "last")
SELECT split_part("receipt_no", '-', 1), to_date(split_part("receipt_no", '-', 2), 'YYYYMMDD'), count(*)::integer
FROM "bcs_case" GROUP BY 1, 2;
