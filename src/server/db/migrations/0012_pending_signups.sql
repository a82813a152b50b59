-- Each sign-up for an address not yet confirmed keeps its own password (and names) on its own
-- confirmation link; the account gets them only when that link is followed.
ALTER TABLE "user_tokens" ADD COLUMN "signup" jsonb;--> statement-breakpoint
UPDATE "user_tokens" SET "signup" = jsonb_build_object('passwordHash', u."password_hash", 'firstName', u."first_name", 'lastName', u."last_name")
  FROM "users" u
  WHERE "user_tokens"."user_id" = u."id" AND "user_tokens"."purpose" = 'confirm_email' AND "user_tokens"."used_at" IS NULL
    AND u."email_confirmed_at" IS NULL AND u."password_hash" IS NOT NULL;--> statement-breakpoint
UPDATE "users" SET "password_hash" = NULL WHERE "email_confirmed_at" IS NULL;
