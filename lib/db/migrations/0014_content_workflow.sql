CREATE TABLE "bpc_content_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"media_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bpc_content_file_kind_ck" CHECK ("bpc_content_file"."kind" in ('image', 'attachment'))
);
--> statement-breakpoint
ALTER TABLE "bpc_content" DROP CONSTRAINT "bpc_content_status_ck";--> statement-breakpoint
ALTER TABLE "bpc_content" ADD COLUMN "policy_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bpc_content" ADD COLUMN "replaced_by_id" integer;--> statement-breakpoint
ALTER TABLE "bpc_content" ADD CONSTRAINT "bpc_content_replaced_by_id_bpc_content_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."bpc_content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bpc_content_console_idx" ON "bpc_content" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "bpc_content_console_col_idx" ON "bpc_content" USING btree ("column_key","updated_at","id");--> statement-breakpoint
CREATE INDEX "bpc_content_console_status_idx" ON "bpc_content" USING btree ("status","updated_at","id");--> statement-breakpoint
ALTER TABLE "bpc_content" ADD CONSTRAINT "bpc_content_policy_ck" CHECK ("bpc_content"."policy_state" in ('', 'repealed', 'amended'));--> statement-breakpoint
ALTER TABLE "bpc_content" ADD CONSTRAINT "bpc_content_status_ck" CHECK ("bpc_content"."status" in ('draft', 'review', 'published', 'withdrawn'));