CREATE TABLE "assignment_contacts" (
	"user_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	CONSTRAINT "assignment_contacts_assignment_id_contact_id_pk" PRIMARY KEY("assignment_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"customer_id" uuid,
	"project_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"start_zone" text NOT NULL,
	"end_at" timestamp with time zone,
	"end_zone" text,
	CONSTRAINT "assignments_end_after_start" CHECK ("assignments"."end_at" is null or "assignments"."end_at" >= "assignments"."start_at")
);
--> statement-breakpoint
CREATE TABLE "project_stakeholders" (
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"type" integer NOT NULL,
	CONSTRAINT "project_stakeholders_project_id_contact_id_type_pk" PRIMARY KEY("project_id","contact_id","type"),
	CONSTRAINT "project_stakeholders_type_check" CHECK ("project_stakeholders"."type" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"customer_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"start_date" date,
	"end_date" date,
	"budget_minor" bigint,
	"budget_currency" text DEFAULT 'USD' NOT NULL,
	CONSTRAINT "projects_end_after_start" CHECK ("projects"."end_date" is null or "projects"."start_date" is null or "projects"."end_date" >= "projects"."start_date")
);
--> statement-breakpoint
CREATE TABLE "timecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid,
	"assignment_id" uuid,
	"customer_id" uuid,
	"type" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"start_zone" text NOT NULL,
	"end_at" timestamp with time zone,
	"end_zone" text,
	"start_location" text DEFAULT '' NOT NULL,
	"end_location" text DEFAULT '' NOT NULL,
	CONSTRAINT "timecards_end_after_start" CHECK ("timecards"."end_at" is null or "timecards"."end_at" > "timecards"."start_at")
);
--> statement-breakpoint
ALTER TABLE "assignment_contacts" ADD CONSTRAINT "assignment_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_contacts" ADD CONSTRAINT "assignment_contacts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_contacts" ADD CONSTRAINT "assignment_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stakeholders" ADD CONSTRAINT "project_stakeholders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stakeholders" ADD CONSTRAINT "project_stakeholders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stakeholders" ADD CONSTRAINT "project_stakeholders_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_user_start_idx" ON "assignments" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "assignments_project_idx" ON "assignments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_stakeholders_contact_idx" ON "project_stakeholders" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_user_number_key" ON "projects" USING btree ("user_id",lower("project_number"));--> statement-breakpoint
CREATE INDEX "timecards_user_start_idx" ON "timecards" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "timecards_project_idx" ON "timecards" USING btree ("project_id","user_id","start_at","end_at");--> statement-breakpoint
CREATE INDEX "timecards_assignment_idx" ON "timecards" USING btree ("assignment_id","user_id","start_at","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timecards_one_running_per_user" ON "timecards" USING btree ("user_id") WHERE "timecards"."end_at" is null;