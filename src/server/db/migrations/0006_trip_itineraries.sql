CREATE TABLE "itinerary_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"start_zone" text NOT NULL,
	"end_at" timestamp with time zone,
	"end_zone" text,
	"place" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"cost_minor" bigint,
	"currency" text DEFAULT 'USD' NOT NULL,
	"confirmation" text DEFAULT '' NOT NULL,
	CONSTRAINT "itinerary_events_end_zoned" CHECK (("itinerary_events"."end_at" is null) = ("itinerary_events"."end_zone" is null)),
	CONSTRAINT "itinerary_events_end_after_start" CHECK ("itinerary_events"."end_at" is null or "itinerary_events"."end_at" >= "itinerary_events"."start_at")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"type" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"reservation_number" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"start_zone" text NOT NULL,
	"end_at" timestamp with time zone,
	"end_zone" text,
	"start_place" jsonb NOT NULL,
	"end_place" jsonb NOT NULL,
	"cost_minor" bigint,
	"currency" text DEFAULT 'USD' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"flight" jsonb,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reservations_end_zoned" CHECK (("reservations"."end_at" is null) = ("reservations"."end_zone" is null)),
	CONSTRAINT "reservations_end_after_start" CHECK ("reservations"."end_at" is null or "reservations"."end_at" >= "reservations"."start_at")
);
--> statement-breakpoint
CREATE TABLE "travel_proposal_decisions" (
	"user_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"timecard_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_proposal_decisions_trip_id_source_id_pk" PRIMARY KEY("trip_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "trip_contacts" (
	"user_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	CONSTRAINT "trip_contacts_trip_id_contact_id_pk" PRIMARY KEY("trip_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "trip_quick_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"agency_name" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"link_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "itinerary_events" ADD CONSTRAINT "itinerary_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_events" ADD CONSTRAINT "itinerary_events_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_proposal_decisions" ADD CONSTRAINT "travel_proposal_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_proposal_decisions" ADD CONSTRAINT "travel_proposal_decisions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_contacts" ADD CONSTRAINT "trip_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_contacts" ADD CONSTRAINT "trip_contacts_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_contacts" ADD CONSTRAINT "trip_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_quick_links" ADD CONSTRAINT "trip_quick_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_quick_links" ADD CONSTRAINT "trip_quick_links_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itinerary_events_trip_start_idx" ON "itinerary_events" USING btree ("trip_id","start_at");--> statement-breakpoint
CREATE INDEX "reservations_trip_start_idx" ON "reservations" USING btree ("trip_id","start_at");--> statement-breakpoint
CREATE INDEX "reservations_user_start_idx" ON "reservations" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "trip_contacts_contact_idx" ON "trip_contacts" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "trip_quick_links_trip_idx" ON "trip_quick_links" USING btree ("trip_id","position");