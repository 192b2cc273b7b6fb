DROP INDEX "bcs_case_inbox_idx";--> statement-breakpoint
DROP INDEX "bcs_case_inbox_all_idx";--> statement-breakpoint
DROP INDEX "bcs_case_inbox_scope_idx";--> statement-breakpoint
DROP INDEX "bcs_case_inbox_handler_idx";--> statement-breakpoint
DROP INDEX "bcs_case_overdue_idx";--> statement-breakpoint
DROP INDEX "bcs_message_user_idx";--> statement-breakpoint
CREATE INDEX "bcs_case_inbox_idx" ON "bcs_case" USING btree ("kind","status","created_at","id");--> statement-breakpoint
CREATE INDEX "bcs_case_inbox_all_idx" ON "bcs_case" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "bcs_case_inbox_scope_idx" ON "bcs_case" USING btree ("kind","scope_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bcs_case_inbox_handler_idx" ON "bcs_case" USING btree ("handler_id","kind","status","created_at","id");--> statement-breakpoint
CREATE INDEX "bcs_case_overdue_idx" ON "bcs_case" USING btree ("kind","due_at","handler_id","created_at","id") WHERE "bcs_case"."closed_at" is null and "bcs_case"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "bcs_message_user_idx" ON "bcs_message" USING btree ("user_id","created_at","id");