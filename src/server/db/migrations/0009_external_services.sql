CREATE TABLE "service_cache" (
	"service" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "service_cache_service_key_pk" PRIMARY KEY("service","key")
);
--> statement-breakpoint
CREATE TABLE "service_slots" (
	"service" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "flight_service" jsonb;--> statement-breakpoint
CREATE INDEX "service_cache_expires_idx" ON "service_cache" USING btree ("expires_at");