CREATE TABLE "consent_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"consent_id" uuid NOT NULL,
	"categories" jsonb NOT NULL,
	"policy_version" integer NOT NULL,
	"ip_truncated" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_log_consent_idx" ON "consent_log" USING btree ("consent_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_log_created_idx" ON "consent_log" USING btree ("created_at");