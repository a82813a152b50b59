-- A reservation's "same number and segment" as a column with a unique index per trip, so that
-- two saves at once cannot both add it; and the answers kept for Idempotency-Key retries.
ALTER TABLE "reservations" ADD COLUMN "segment_key" text;--> statement-breakpoint
-- The key as the server computes it (reservations.service.ts segmentKey): none without a number.
-- A zone PostgreSQL does not know leaves the key empty until the reservation is next written.
UPDATE "reservations" SET "segment_key" = "type" || '|' || upper("reservation_number") || '|' || coalesce("flight"->>'airlineCode', '') || '|' || ltrim(coalesce("flight"->>'flightNumber', ''), '0') || '|' || coalesce("flight"->>'departureAirport', '') || '|' || CASE WHEN "type" = 'flight' THEN '' ELSE to_char("start_at" AT TIME ZONE "start_zone", 'YYYY-MM-DD') END
WHERE "reservation_number" <> '' AND ("type" = 'flight' OR "start_zone" IN (SELECT "name" FROM pg_timezone_names));--> statement-breakpoint
-- Duplicates a doubled save made: of each trip's reservations with one key, the latest changed
-- keeps it; exact copies of it with nothing attached are deleted; the others stay, without a key.
WITH "ranked" AS (
  SELECT "id", row_number() OVER "w" AS "n", first_value("id") OVER "w" AS "kept"
  FROM "reservations" WHERE "segment_key" IS NOT NULL
  WINDOW "w" AS (PARTITION BY "trip_id", "segment_key" ORDER BY "updated_at" DESC, "id")
)
DELETE FROM "reservations" "r" USING "ranked" "d", "reservations" "k"
WHERE "r"."id" = "d"."id" AND "d"."n" > 1 AND "k"."id" = "d"."kept"
  AND ("r"."type", "r"."provider", "r"."reservation_number", "r"."status", "r"."start_at", "r"."start_zone", "r"."end_at", "r"."end_zone", "r"."start_place", "r"."end_place", "r"."cost_minor", "r"."currency", "r"."notes", "r"."flight", "r"."hidden")
    IS NOT DISTINCT FROM ("k"."type", "k"."provider", "k"."reservation_number", "k"."status", "k"."start_at", "k"."start_zone", "k"."end_at", "k"."end_zone", "k"."start_place", "k"."end_place", "k"."cost_minor", "k"."currency", "k"."notes", "k"."flight", "k"."hidden")
  AND NOT EXISTS (SELECT 1 FROM "notes" WHERE "record_type" = 'reservation' AND "record_id" = "r"."id")
  AND NOT EXISTS (SELECT 1 FROM "documents" WHERE "record_type" = 'reservation' AND "record_id" = "r"."id")
  AND NOT EXISTS (SELECT 1 FROM "tags" WHERE "record_type" = 'reservation' AND "record_id" = "r"."id")
  AND NOT EXISTS (SELECT 1 FROM "properties" WHERE "record_type" = 'reservation' AND "record_id" = "r"."id")
  AND NOT EXISTS (SELECT 1 FROM "travel_proposal_decisions" WHERE "source_id" = "r"."id");--> statement-breakpoint
WITH "ranked" AS (
  SELECT "id", row_number() OVER (PARTITION BY "trip_id", "segment_key" ORDER BY "updated_at" DESC, "id") AS "n"
  FROM "reservations" WHERE "segment_key" IS NOT NULL
)
UPDATE "reservations" SET "segment_key" = NULL FROM "ranked" WHERE "reservations"."id" = "ranked"."id" AND "ranked"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_trip_segment_idx" ON "reservations" USING btree ("trip_id","segment_key") WHERE "reservations"."segment_key" is not null;--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_route_key_pk" PRIMARY KEY("user_id","route","key")
);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");
