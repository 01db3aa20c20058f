ALTER TABLE "email_messages" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "product_title" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "product_url" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;