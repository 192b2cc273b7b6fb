ALTER TABLE "bps_staff_session" DROP CONSTRAINT "bps_staff_session_stage_ck";--> statement-breakpoint
ALTER TABLE "bps_staff" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bps_staff_session" ADD CONSTRAINT "bps_staff_session_stage_ck" CHECK ("bps_staff_session"."stage" in ('password', 'renew', 'full'));