-- A train, bus or boat leg's segment key also names the place it leaves from (reservations.service.ts
-- segmentKey): the legs of one booking on one day (a change of train) are two reservations, not one.
-- Every leg's key is cleared, then computed anew: the latest changed of legs that still share one
-- keeps it, as 0013 did (legs 0013 left without a key, as the older of two on one day, get theirs).
UPDATE "reservations" SET "segment_key" = NULL WHERE "type" IN ('train', 'bus', 'boat');--> statement-breakpoint
WITH "ranked" AS (
  SELECT "id", "key", row_number() OVER (PARTITION BY "trip_id", "key" ORDER BY "updated_at" DESC, "id") AS "n"
  FROM (
    SELECT "id", "trip_id", "updated_at", "type" || '|' || upper("reservation_number") || '|||' || trim(coalesce("start_place"->>'name', '')) || '|' || to_char("start_at" AT TIME ZONE "start_zone", 'YYYY-MM-DD') AS "key"
    FROM "reservations"
    WHERE "type" IN ('train', 'bus', 'boat') AND "reservation_number" <> '' AND "start_zone" IN (SELECT "name" FROM pg_timezone_names)
  ) "legs"
)
UPDATE "reservations" SET "segment_key" = "ranked"."key" FROM "ranked" WHERE "reservations"."id" = "ranked"."id" AND "ranked"."n" = 1;
