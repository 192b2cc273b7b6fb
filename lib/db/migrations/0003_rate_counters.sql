CREATE TABLE "bpm_rate_counter" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "bpm_rate_counter_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE INDEX "bpm_rate_counter_window_idx" ON "bpm_rate_counter" USING btree ("window_start");