CREATE TABLE "bps_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"staff_login" text NOT NULL,
	"role" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bps_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"display_name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret_cipher" text,
	"totp_pending_cipher" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint,
	"disabled_at" timestamp with time zone,
	"credentials_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bps_staff_login_ck" CHECK ("bps_staff"."login" ~ '^[a-z][a-z0-9._-]{2,31}$'),
	CONSTRAINT "bps_staff_role_ck" CHECK ("bps_staff"."role" in ('editor', 'reviewer', 'caseworker', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "bps_staff_recovery_code" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bps_staff_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" integer NOT NULL,
	"stage" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reveal_cipher" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "bps_staff_session_stage_ck" CHECK ("bps_staff_session"."stage" in ('password', 'full'))
);
--> statement-breakpoint
ALTER TABLE "bps_staff_recovery_code" ADD CONSTRAINT "bps_staff_recovery_code_staff_id_bps_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."bps_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bps_staff_session" ADD CONSTRAINT "bps_staff_session_staff_id_bps_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."bps_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bps_audit_log_at_idx" ON "bps_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "bps_audit_log_staff_idx" ON "bps_audit_log" USING btree ("staff_login","at");--> statement-breakpoint
CREATE INDEX "bps_audit_log_entity_idx" ON "bps_audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bps_staff_login_uq" ON "bps_staff" USING btree ("login");--> statement-breakpoint
CREATE UNIQUE INDEX "bps_staff_recovery_code_uq" ON "bps_staff_recovery_code" USING btree ("staff_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bps_staff_session_token_uq" ON "bps_staff_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "bps_staff_session_staff_idx" ON "bps_staff_session" USING btree ("staff_id");--> statement-breakpoint
-- The audit log is append-only: no row is changed or removed, whoever asks (the grants in
-- docs/deploy.md take the right away from the portal's role as well; this holds on PGlite too).
CREATE FUNCTION "bps_audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'bps_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bps_audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "bps_audit_log" FOR EACH ROW EXECUTE FUNCTION "bps_audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "bps_audit_log_no_truncate" BEFORE TRUNCATE ON "bps_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "bps_audit_log_refuse_change"();
