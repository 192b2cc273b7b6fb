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
ALTER TABLE "bcs_case_rating" ADD CONSTRAINT "bcs_case_rating_case_id_bcs_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bcs_case"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bcs_case_rating_follow_up_idx" ON "bcs_case_rating" USING btree ("rated_at") WHERE "bcs_case_rating"."score" <= 2 and "bcs_case_rating"."followed_up_at" is null;--> statement-breakpoint
CREATE INDEX "bcs_case_rating_month_idx" ON "bcs_case_rating" USING btree ("rated_at");