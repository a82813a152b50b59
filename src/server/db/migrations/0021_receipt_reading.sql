ALTER TABLE "receipts" ADD COLUMN "reading" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "reading_error" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "reading_found" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "unconfirmed" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_reading" CHECK ("receipts"."reading" in ('queued', 'running', 'done', 'failed'));--> statement-breakpoint
ALTER TABLE "mail_imports" ADD COLUMN "receipt_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_imports" ADD CONSTRAINT "mail_imports_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;
