CREATE TABLE "bpm_module_access_daily" (
	"day" date NOT NULL,
	"module_key" text NOT NULL,
	"module_name" text DEFAULT '' NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bpm_module_access_daily_day_module_key_pk" PRIMARY KEY("day","module_key")
);
--> statement-breakpoint
CREATE INDEX "bpm_module_access_visitor_idx" ON "bpm_module_access" USING btree ("visitor_hash","module_key","accessed_at");--> statement-breakpoint
CREATE INDEX "bpm_module_access_time_idx" ON "bpm_module_access" USING btree ("accessed_at");