ALTER TABLE "documents" ADD COLUMN "public_key" text;
