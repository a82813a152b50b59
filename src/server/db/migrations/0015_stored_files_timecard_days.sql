CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_files_written_at_idx" ON "stored_files" USING btree ("written_at");
--> statement-breakpoint
INSERT INTO "stored_files" ("key")
SELECT "storage_key" FROM "documents"
UNION SELECT "thumbnail_key" FROM "documents" WHERE "thumbnail_key" IS NOT NULL
UNION SELECT "image"->>'originalKey' FROM "receipts" WHERE "image"->>'originalKey' IS NOT NULL
UNION SELECT "image"->>'viewKey' FROM "receipts" WHERE "image"->>'viewKey' IS NOT NULL
UNION SELECT "pdf_key" FROM "receipts" WHERE "pdf_key" IS NOT NULL
UNION SELECT "file_key" FROM "mail_imports";
--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "start_day" date;
--> statement-breakpoint
UPDATE "timecards" SET "start_day" = ("start_at" at time zone "start_zone")::date
WHERE lower("start_zone") IN (SELECT lower("name") FROM pg_timezone_names);
--> statement-breakpoint
UPDATE "timecards" SET "start_day" = ("start_at" at time zone 'UTC')::date WHERE "start_day" IS NULL;
--> statement-breakpoint
ALTER TABLE "timecards" ALTER COLUMN "start_day" SET NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "timecards_user_local_day_idx";
--> statement-breakpoint
CREATE INDEX "timecards_user_start_day_idx" ON "timecards" USING btree ("user_id","start_day");
