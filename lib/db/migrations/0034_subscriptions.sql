CREATE TABLE "bsu_delivery" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bsu_subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"column_key" text,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"target" text NOT NULL,
	"label" text NOT NULL,
	"frequency" text DEFAULT 'each' NOT NULL,
	"last_digest_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bsu_subscription_kind_ck" CHECK ("bsu_subscription"."kind" in ('column', 'project', 'job')),
	CONSTRAINT "bsu_subscription_frequency_ck" CHECK ("bsu_subscription"."frequency" in ('each', 'daily')),
	CONSTRAINT "bsu_subscription_column_ck" CHECK (("bsu_subscription"."kind" = 'column') = ("bsu_subscription"."column_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "bsu_delivery" ADD CONSTRAINT "bsu_delivery_subscription_id_bsu_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."bsu_subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bsu_delivery" ADD CONSTRAINT "bsu_delivery_message_id_bcs_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."bcs_message"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bsu_subscription" ADD CONSTRAINT "bsu_subscription_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bsu_delivery_item_uq" ON "bsu_delivery" USING btree ("subscription_id","item_kind","item_id");--> statement-breakpoint
CREATE INDEX "bsu_delivery_pending_idx" ON "bsu_delivery" USING btree ("subscription_id") WHERE "bsu_delivery"."message_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bsu_subscription_target_uq" ON "bsu_subscription" USING btree ("user_id","target");--> statement-breakpoint
CREATE INDEX "bsu_subscription_column_idx" ON "bsu_subscription" USING btree ("column_key") WHERE "bsu_subscription"."kind" = 'column';--> statement-breakpoint
CREATE INDEX "bsu_subscription_kind_idx" ON "bsu_subscription" USING btree ("kind");