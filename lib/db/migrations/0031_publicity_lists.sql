CREATE TABLE "bha_publicity_entry" (
	"list_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bha_publicity_entry_list_id_application_id_pk" PRIMARY KEY("list_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "bha_publicity_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"content_id" integer,
	"title" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"staff_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bha_publicity_entry" ADD CONSTRAINT "bha_publicity_entry_list_id_bha_publicity_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."bha_publicity_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_publicity_entry" ADD CONSTRAINT "bha_publicity_entry_application_id_bha_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."bha_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_publicity_list" ADD CONSTRAINT "bha_publicity_list_content_id_bpc_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."bpc_content"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_publicity_list" ADD CONSTRAINT "bha_publicity_list_staff_id_bps_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."bps_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bha_publicity_entry_application_idx" ON "bha_publicity_entry" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "bha_publicity_list_product_idx" ON "bha_publicity_list" USING btree ("product","published_at");