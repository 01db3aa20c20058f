CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_email" varchar(254) DEFAULT '' NOT NULL,
	"user_name" varchar(100) DEFAULT '' NOT NULL,
	"action" varchar(40) NOT NULL,
	"entity_type" varchar(40),
	"entity_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_at_idx" ON "audit_log" USING btree ("entity_type","at");