CREATE TABLE "mail_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"sender" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"preview" jsonb,
	"trip_id" uuid
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "import_token" text;--> statement-breakpoint
ALTER TABLE "mail_imports" ADD CONSTRAINT "mail_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_imports" ADD CONSTRAINT "mail_imports_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_imports_user_idx" ON "mail_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_import_token_key" ON "users" USING btree ("import_token");