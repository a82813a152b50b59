ALTER TABLE "users" ADD COLUMN "password_changed_by_session" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_change_grace_until" timestamp with time zone;
