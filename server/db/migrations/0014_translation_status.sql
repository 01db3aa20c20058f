-- When each language version was last edited itself (server/db/schema.ts contentEdited). The past is
-- only known as updated_at, which shared-field copies also moved: it is the best start there is.
ALTER TABLE "news_items" ADD COLUMN "content_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "content_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "content_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "content_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "news_items" SET "content_updated_at" = "updated_at";--> statement-breakpoint
UPDATE "pages" SET "content_updated_at" = "updated_at";--> statement-breakpoint
UPDATE "products" SET "content_updated_at" = "updated_at";--> statement-breakpoint
UPDATE "tips" SET "content_updated_at" = "updated_at";
