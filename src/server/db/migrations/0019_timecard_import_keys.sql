ALTER TABLE "timecards" ADD COLUMN "import_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "timecards_user_import_key" ON "timecards" USING btree ("user_id","import_key") WHERE "timecards"."import_key" is not null;
