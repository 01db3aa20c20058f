CREATE TABLE "status_history_new_pc" (
	"id" serial PRIMARY KEY NOT NULL,
	"status_id" integer NOT NULL,
	"status" "new_pc_status" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_history_repair" (
	"id" serial PRIMARY KEY NOT NULL,
	"status_id" integer NOT NULL,
	"status" "repair_status" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "status_history_new_pc" ADD CONSTRAINT "status_history_new_pc_status_id_statuses_new_pc_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses_new_pc"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_history_repair" ADD CONSTRAINT "status_history_repair_status_id_statuses_repair_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."statuses_repair"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_history_new_pc_status_idx" ON "status_history_new_pc" USING btree ("status_id","changed_at");--> statement-breakpoint
CREATE INDEX "status_history_repair_status_idx" ON "status_history_repair" USING btree ("status_id","changed_at");--> statement-breakpoint
-- jobs that exist already start their history with their current status, as of their last change
INSERT INTO "status_history_new_pc" ("status_id", "status", "changed_at") SELECT "id", "status", "updated_at" FROM "statuses_new_pc";--> statement-breakpoint
INSERT INTO "status_history_repair" ("status_id", "status", "changed_at") SELECT "id", "status", "updated_at" FROM "statuses_repair";
