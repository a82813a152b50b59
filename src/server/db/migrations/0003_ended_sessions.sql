CREATE TABLE "ended_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ended_sessions" ADD CONSTRAINT "ended_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_sessions_user_id_idx" ON "ended_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ended_sessions_expires_at_idx" ON "ended_sessions" USING btree ("expires_at");