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
