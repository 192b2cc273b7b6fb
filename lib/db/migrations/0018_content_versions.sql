CREATE TABLE "bpc_content_version" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"number" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"staff_login" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"restored_from" integer,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"column_key" text NOT NULL,
	"source" text NOT NULL,
	"cover_url" text,
	"body_html" text NOT NULL,
	"attachments" jsonb NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"policy_state" text NOT NULL,
	"replaced_by_id" integer,
	CONSTRAINT "bpc_content_version_status_ck" CHECK ("bpc_content_version"."status" in ('draft', 'review', 'published', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "bpc_content" ADD COLUMN "pending_version" integer;--> statement-breakpoint
ALTER TABLE "bpc_content_version" ADD CONSTRAINT "bpc_content_version_content_id_bpc_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."bpc_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bpc_content_version_uq" ON "bpc_content_version" USING btree ("content_id","number");--> statement-breakpoint
-- Versions are append-only for the portal: no UPDATE or TRUNCATE, and a DELETE only as the cascade
-- of deleting its article (the foreign key's action runs inside a trigger: depth above 1).
CREATE FUNCTION "bpc_content_version_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'bpc_content_version is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bpc_content_version_no_update_delete" BEFORE UPDATE OR DELETE ON "bpc_content_version" FOR EACH ROW EXECUTE FUNCTION "bpc_content_version_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "bpc_content_version_no_truncate" BEFORE TRUNCATE ON "bpc_content_version" FOR EACH STATEMENT EXECUTE FUNCTION "bpc_content_version_refuse_change"();
