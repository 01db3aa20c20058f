ALTER TABLE "status_history_new_pc" ADD COLUMN "mail_outbox_id" integer;--> statement-breakpoint
ALTER TABLE "status_history_repair" ADD COLUMN "mail_outbox_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "language" DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "status_history_new_pc" ADD CONSTRAINT "status_history_new_pc_mail_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_history_repair" ADD CONSTRAINT "status_history_repair_mail_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;