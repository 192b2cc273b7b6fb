ALTER TABLE "brc_draft" DROP CONSTRAINT "brc_draft_kind_ck";--> statement-breakpoint
ALTER TABLE "bha_application" DROP CONSTRAINT "bha_application_product_ck";--> statement-breakpoint
DROP INDEX "bha_application_member_open_uq";--> statement-breakpoint
DROP INDEX "bha_application_open_uq";--> statement-breakpoint
ALTER TABLE "bha_application_member" ADD COLUMN "project_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bha_application" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "bha_application" ADD CONSTRAINT "bha_application_project_id_bdd_housing_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bdd_housing_project"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bha_application_member_open_uq" ON "bha_application_member" USING btree ("product","project_id","id_number_hash") WHERE "bha_application_member"."open" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "bha_application_open_uq" ON "bha_application" USING btree ("user_id","product",coalesce("project_id", 0)) WHERE "bha_application"."status" not in ('rejected', 'withdrawn');--> statement-breakpoint
ALTER TABLE "brc_draft" ADD CONSTRAINT "brc_draft_kind_ck" CHECK ("brc_draft"."kind" in ('resume', 'quick', 'housing'));--> statement-breakpoint
ALTER TABLE "bha_application" ADD CONSTRAINT "bha_application_project_ck" CHECK (("bha_application"."product" = 'gycq') = ("bha_application"."project_id" is not null));--> statement-breakpoint
ALTER TABLE "bha_application" ADD CONSTRAINT "bha_application_product_ck" CHECK ("bha_application"."product" in ('gzf', 'bzf', 'bzf_company', 'gycq'));