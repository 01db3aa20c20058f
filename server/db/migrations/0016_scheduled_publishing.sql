CREATE TABLE "schedule_events" (
	"entity_type" varchar(20) NOT NULL,
	"entity_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_events_entity_type_entity_id_kind_at_pk" PRIMARY KEY("entity_type","entity_id","kind","at")
);
--> statement-breakpoint
ALTER TABLE "revisions" ALTER COLUMN "action" SET DATA TYPE varchar(24);--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
-- Handling a scheduled moment (server/content/schedule.ts) changes what public pages show without
-- writing the content tables, so the row that claims it bumps the content version (migration 0001):
-- every instance's page cache and memos follow at commit. Per row: a claim that conflicts (another
-- instance handled the moment) inserts nothing and bumps nothing.
CREATE TRIGGER "schedule_events_bumps_content_version" AFTER INSERT ON "schedule_events"
	FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
