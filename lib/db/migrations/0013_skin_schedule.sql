ALTER TABLE "bpb_web_skin" ADD COLUMN "active_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bpb_web_skin" ADD COLUMN "active_until" timestamp with time zone;