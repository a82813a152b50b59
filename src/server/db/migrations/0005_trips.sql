CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"customer_id" uuid,
	"project_id" uuid,
	"address" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone,
	"start_zone" text,
	"start_event" text DEFAULT '' NOT NULL,
	"end_at" timestamp with time zone,
	"end_zone" text,
	"end_event" text DEFAULT '' NOT NULL,
	"estimated_cost_minor" bigint,
	"budget_minor" bigint,
	"currency" text DEFAULT 'USD' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"confirmation_number" text DEFAULT '' NOT NULL,
	CONSTRAINT "trips_start_zoned" CHECK (("trips"."start_at" is null) = ("trips"."start_zone" is null)),
	CONSTRAINT "trips_end_zoned" CHECK (("trips"."end_at" is null) = ("trips"."end_zone" is null)),
	CONSTRAINT "trips_end_after_start" CHECK ("trips"."end_at" is null or ("trips"."start_at" is not null and "trips"."end_at" >= "trips"."start_at"))
);
--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_user_start_idx" ON "trips" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "trips_user_title_idx" ON "trips" USING btree ("user_id",lower("title"));--> statement-breakpoint
CREATE INDEX "trips_customer_idx" ON "trips" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "trips_project_idx" ON "trips" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timecards_trip_idx" ON "timecards" USING btree ("trip_id","user_id","type","start_at","end_at");