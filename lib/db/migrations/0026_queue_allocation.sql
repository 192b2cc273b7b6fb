CREATE TABLE "bha_allocation" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product" text NOT NULL,
	"queue_number" integer NOT NULL,
	"project_id" integer NOT NULL,
	"unit_type_id" integer NOT NULL,
	"status" text DEFAULT 'allocated' NOT NULL,
	"allocated_at" timestamp with time zone NOT NULL,
	"allocated_by" integer,
	"room_no" text DEFAULT '' NOT NULL,
	"slot_starts_at" timestamp with time zone,
	"selected_at" timestamp with time zone,
	"selected_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bha_allocation_status_ck" CHECK ("bha_allocation"."status" in ('allocated', 'selected', 'withdrawn')),
	CONSTRAINT "bha_allocation_product_ck" CHECK ("bha_allocation"."product" in ('gzf', 'bzf', 'bzf_company', 'gycq')),
	CONSTRAINT "bha_allocation_selected_ck" CHECK ("bha_allocation"."status" <> 'selected' or ("bha_allocation"."room_no" <> '' and "bha_allocation"."slot_starts_at" is not null and "bha_allocation"."selected_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "bha_queue_counter" (
	"product" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bha_queue_number" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product" text NOT NULL,
	"number" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bha_queue_number_product_ck" CHECK ("bha_queue_number"."product" in ('gzf', 'bzf', 'bzf_company', 'gycq')),
	CONSTRAINT "bha_queue_number_positive_ck" CHECK ("bha_queue_number"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "bha_allocation" ADD CONSTRAINT "bha_allocation_case_id_bcs_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bcs_case"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_allocation" ADD CONSTRAINT "bha_allocation_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_allocation" ADD CONSTRAINT "bha_allocation_project_id_bdd_housing_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bdd_housing_project"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_allocation" ADD CONSTRAINT "bha_allocation_unit_type_id_bdd_housing_unit_type_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."bdd_housing_unit_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_allocation" ADD CONSTRAINT "bha_allocation_allocated_by_bps_staff_id_fk" FOREIGN KEY ("allocated_by") REFERENCES "public"."bps_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_allocation" ADD CONSTRAINT "bha_allocation_selected_by_bps_staff_id_fk" FOREIGN KEY ("selected_by") REFERENCES "public"."bps_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_queue_number" ADD CONSTRAINT "bha_queue_number_case_id_bcs_case_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bcs_case"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bha_queue_number" ADD CONSTRAINT "bha_queue_number_user_id_bpr_portal_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."bpr_portal_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bha_allocation_live_uq" ON "bha_allocation" USING btree ("case_id") WHERE "bha_allocation"."status" <> 'withdrawn';--> statement-breakpoint
CREATE UNIQUE INDEX "bha_allocation_room_uq" ON "bha_allocation" USING btree ("project_id","room_no") WHERE "bha_allocation"."status" = 'selected';--> statement-breakpoint
CREATE INDEX "bha_allocation_month_idx" ON "bha_allocation" USING btree ("product","allocated_at");--> statement-breakpoint
CREATE INDEX "bha_allocation_user_idx" ON "bha_allocation" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bha_queue_number_case_uq" ON "bha_queue_number" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bha_queue_number_uq" ON "bha_queue_number" USING btree ("product","number");--> statement-breakpoint
CREATE INDEX "bha_queue_number_user_idx" ON "bha_queue_number" USING btree ("user_id");