ALTER TABLE "idempotency_keys" ADD COLUMN "alive_at" timestamp with time zone DEFAULT now() NOT NULL;
