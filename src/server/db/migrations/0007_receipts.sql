CREATE TABLE "exchange_rate_days" (
	"day" date NOT NULL,
	"rate_date" date NOT NULL,
	"base" text NOT NULL,
	"rates" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rate_days_day_pk" PRIMARY KEY("day")
);
--> statement-breakpoint
CREATE TABLE "mileage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"date" date NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"tenth_miles" integer NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"rate_per_mile" numeric(10, 3) NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "mileage_positive" CHECK ("mileage"."tenth_miles" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"cc_name" text NOT NULL,
	"last_four" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payment_types_last_four" CHECK ("payment_types"."last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "receipt_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT 'receipt' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"receipt_at" timestamp with time zone NOT NULL,
	"receipt_zone" text NOT NULL,
	"receipt_date" date NOT NULL,
	"receipt_type_id" uuid,
	"payment" text NOT NULL,
	"payment_type_id" uuid,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"trip_id" uuid,
	"project_id" uuid,
	"home_currency" text NOT NULL,
	"home_amount_minor" bigint,
	"rate" numeric(24, 12),
	"rate_date" date,
	"rate_source" text NOT NULL,
	"image" jsonb,
	"latitude" double precision,
	"longitude" double precision,
	"pdf_key" text,
	"pdf_created_at" timestamp with time zone,
	"public_token_hash" text,
	"public_token_sealed" text,
	CONSTRAINT "receipts_public_token_hash_unique" UNIQUE("public_token_hash"),
	CONSTRAINT "receipts_payment" CHECK ("receipts"."payment" in ('T', 'F')),
	CONSTRAINT "receipts_amount" CHECK ("receipts"."amount_minor" >= 0),
	CONSTRAINT "receipts_converted" CHECK (("receipts"."rate_source" = 'missing') = ("receipts"."home_amount_minor" is null))
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "received_minor" bigint;--> statement-breakpoint
ALTER TABLE "mileage" ADD CONSTRAINT "mileage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage" ADD CONSTRAINT "mileage_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_types" ADD CONSTRAINT "payment_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_types" ADD CONSTRAINT "receipt_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_receipt_type_id_receipt_types_id_fk" FOREIGN KEY ("receipt_type_id") REFERENCES "public"."receipt_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mileage_trip_idx" ON "mileage" USING btree ("trip_id","date");--> statement-breakpoint
CREATE INDEX "mileage_user_date_idx" ON "mileage" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_types_one_default_key" ON "payment_types" USING btree ("user_id") WHERE "payment_types"."is_default";--> statement-breakpoint
CREATE INDEX "payment_types_user_idx" ON "payment_types" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_types_user_name_key" ON "receipt_types" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "receipts_user_at_idx" ON "receipts" USING btree ("user_id","receipt_at");--> statement-breakpoint
CREATE INDEX "receipts_user_date_idx" ON "receipts" USING btree ("user_id","receipt_date");--> statement-breakpoint
CREATE INDEX "receipts_trip_idx" ON "receipts" USING btree ("trip_id","currency");--> statement-breakpoint
CREATE INDEX "receipts_project_idx" ON "receipts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "receipts_type_idx" ON "receipts" USING btree ("receipt_type_id");--> statement-breakpoint
CREATE INDEX "receipts_payment_type_idx" ON "receipts" USING btree ("payment_type_id");--> statement-breakpoint
INSERT INTO "receipt_types" ("user_id", "name", "icon", "created_at")
SELECT u.id, t.name, t.icon, now() + (t.position * interval '1 microsecond')
FROM "users" u CROSS JOIN (VALUES
  (0, 'Airfare', 'plane'), (1, 'Lodging', 'bed'), (2, 'Car rental', 'car'), (3, 'Taxi and rideshare', 'taxi'),
  (4, 'Train', 'train'), (5, 'Meals', 'tools-kitchen'), (6, 'Parking', 'parking'), (7, 'Fuel', 'gas-station'),
  (8, 'Mileage', 'road'), (9, 'Other', 'receipt')
) AS t(position, name, icon);
