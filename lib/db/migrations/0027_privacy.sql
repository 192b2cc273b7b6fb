CREATE TABLE "bpr_account_deletion" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone,
	"removed" jsonb NOT NULL,
	"kept" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpr_agreement" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"version" text NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpr_consent" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"agreement_key" text NOT NULL,
	"version" text NOT NULL,
	"via" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bpr_login_ticket" DROP CONSTRAINT "bpr_login_ticket_purpose_ck";--> statement-breakpoint
ALTER TABLE "bpr_portal_user" DROP CONSTRAINT "bpr_portal_user_mobile_ck";--> statement-breakpoint
ALTER TABLE "bpr_portal_user" ADD COLUMN "contact_consent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bpr_portal_user" ADD COLUMN "contact_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bpr_portal_user" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bpr_consent" ADD CONSTRAINT "bpr_consent_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bpr_account_deletion_user_uq" ON "bpr_account_deletion" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bpr_account_deletion_at_idx" ON "bpr_account_deletion" USING btree ("deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bpr_consent_version_uq" ON "bpr_consent" USING btree ("user_id","agreement_key","version");--> statement-breakpoint
CREATE INDEX "bpr_consent_user_idx" ON "bpr_consent" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "bpr_login_ticket" ADD CONSTRAINT "bpr_login_ticket_purpose_ck" CHECK ("bpr_login_ticket"."purpose" in ('fingerprint', 'rentCenter', 'handover', 'reauth'));--> statement-breakpoint
ALTER TABLE "bpr_portal_user" ADD CONSTRAINT "bpr_portal_user_mobile_ck" CHECK ("bpr_portal_user"."mobile" ~ '^1[3-9][0-9]{9}$' or "bpr_portal_user"."deleted_at" is not null);--> statement-breakpoint
-- Hand-written (issue #30 part 3): the agreements in force, as data. Raising a version (an update of
-- its row) asks every account again. Re-applicable: on conflict nothing.
INSERT INTO "bpr_agreement" ("key", "title", "version", "effective_at", "sort_order") VALUES
  ('user', '用户协议', '2026-01', '2026-01-01T00:00:00+08:00', 0),
  ('privacy', '隐私政策', '2026-01', '2026-01-01T00:00:00+08:00', 1),
  ('register', '注册协议', '2026-01', '2026-01-01T00:00:00+08:00', 2)
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- Hand-written: accounts that registered before consents were recorded ticked the agreements when
-- registering; their acceptance is recorded as of their registration. Re-applicable.
INSERT INTO "bpr_consent" ("user_id", "agreement_key", "version", "via", "accepted_at")
SELECT u."id", a."key", a."version", 'register', u."created_at" FROM "bpr_portal_user" u CROSS JOIN "bpr_agreement" a
ON CONFLICT DO NOTHING;
