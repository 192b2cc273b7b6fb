CREATE TABLE "bcs_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"case_id" integer,
	"message_id" bigint,
	"channel" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bcs_outbox_channel_ck" CHECK ("bcs_outbox"."channel" in ('email', 'sms')),
	CONSTRAINT "bcs_outbox_status_ck" CHECK ("bcs_outbox"."status" in ('pending', 'sent', 'dead', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "bcs_outbox" ADD CONSTRAINT "bcs_outbox_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcs_outbox" ADD CONSTRAINT "bcs_outbox_case_id_bcs_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bcs_case"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bcs_outbox" ADD CONSTRAINT "bcs_outbox_message_id_bcs_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."bcs_message"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bcs_outbox_due_idx" ON "bcs_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "bcs_outbox_user_idx" ON "bcs_outbox" USING btree ("user_id");