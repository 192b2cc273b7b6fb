CREATE TABLE "bpb_article_collect" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpr_auth_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mobile_hash" text NOT NULL,
	"address" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpr_device_binding" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"fingerprint_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bpr_family_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"id_number_masked" text NOT NULL,
	"id_number_cipher" text NOT NULL,
	"id_number_digest" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpr_login_ticket" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"device_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "bpr_login_ticket_purpose_ck" CHECK ("bpr_login_ticket"."purpose" in ('fingerprint', 'rentCenter'))
);
--> statement-breakpoint
CREATE TABLE "bpr_portal_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"id_number_masked" text DEFAULT '' NOT NULL,
	"id_number_cipher" text,
	"user_type" text DEFAULT 'Certified' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bpr_portal_user_mobile_ck" CHECK ("bpr_portal_user"."mobile" ~ '^1[3-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "bpb_project_collect" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" text NOT NULL,
	"project_name" text NOT NULL,
	"project_path" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bpr_user_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"device_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bpb_article_collect" ADD CONSTRAINT "bpb_article_collect_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpb_article_collect" ADD CONSTRAINT "bpb_article_collect_content_id_bpc_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."bpc_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpr_device_binding" ADD CONSTRAINT "bpr_device_binding_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpr_family_member" ADD CONSTRAINT "bpr_family_member_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpr_login_ticket" ADD CONSTRAINT "bpr_login_ticket_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpb_project_collect" ADD CONSTRAINT "bpb_project_collect_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bpr_user_session" ADD CONSTRAINT "bpr_user_session_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bpb_article_collect_uq" ON "bpb_article_collect" USING btree ("user_id","content_id");--> statement-breakpoint
CREATE INDEX "bpb_article_collect_user_idx" ON "bpb_article_collect" USING btree ("user_id","deleted","updated_at");--> statement-breakpoint
CREATE INDEX "bpr_auth_attempt_mobile_idx" ON "bpr_auth_attempt" USING btree ("mobile_hash","created_at");--> statement-breakpoint
CREATE INDEX "bpr_auth_attempt_address_idx" ON "bpr_auth_attempt" USING btree ("address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bpr_device_binding_device_uq" ON "bpr_device_binding" USING btree ("device_hash");--> statement-breakpoint
CREATE INDEX "bpr_device_binding_user_idx" ON "bpr_device_binding" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bpr_family_member_person_uq" ON "bpr_family_member" USING btree ("user_id","id_number_digest");--> statement-breakpoint
CREATE INDEX "bpr_family_member_user_idx" ON "bpr_family_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bpr_login_ticket_hash_uq" ON "bpr_login_ticket" USING btree ("ticket_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bpr_portal_user_mobile_uq" ON "bpr_portal_user" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "bpb_project_collect_uq" ON "bpb_project_collect" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE INDEX "bpb_project_collect_user_idx" ON "bpb_project_collect" USING btree ("user_id","deleted","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bpr_user_session_token_uq" ON "bpr_user_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "bpr_user_session_user_idx" ON "bpr_user_session" USING btree ("user_id");