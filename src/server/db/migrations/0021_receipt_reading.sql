ALTER TABLE "receipts" ADD COLUMN "reading" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "reading_error" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "reading_found" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "unconfirmed" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_reading" CHECK ("receipts"."reading" in ('queued', 'running', 'done', 'failed'));
