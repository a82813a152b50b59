ALTER TABLE "mail_imports" ADD COLUMN "message_id" text;--> statement-breakpoint
UPDATE "mail_imports" SET "message_id" = 'import:' || "id"::text;--> statement-breakpoint
ALTER TABLE "mail_imports" ALTER COLUMN "message_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_imports_user_message_key" ON "mail_imports" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "mail_imports_sender_idx" ON "mail_imports" USING btree (lower("sender"),"created_at");--> statement-breakpoint
CREATE INDEX "mail_imports_processing_idx" ON "mail_imports" USING btree ("status") WHERE "mail_imports"."status" = 'processing';
