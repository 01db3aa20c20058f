CREATE TYPE "public"."email_kind" AS ENUM('contact', 'phone', 'remote-assistance');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('nl', 'en');--> statement-breakpoint
CREATE TYPE "public"."new_pc_status" AS ENUM('waiting', 'assembling', 'waiting-customer', 'waiting-supplier', 'finished', 'return-appointment', 'delivery-appointment');--> statement-breakpoint
CREATE TYPE "public"."product_condition" AS ENUM('new', 'as-new', 'used');--> statement-breakpoint
CREATE TYPE "public"."repair_status" AS ENUM('in-treatment', 'waiting-for-size', 'closed');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('cms-admin', 'cms-status-user', 'cms-zzp', 'cms-accountant');--> statement-breakpoint
CREATE TABLE "accountant_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"download_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"stored_path" varchar(500) NOT NULL,
	"mime" varchar(100) DEFAULT 'application/octet-stream' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accountant_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"period" varchar(50) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csrf_secrets" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"download_id" integer,
	"document_id" integer,
	"what" varchar(300) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "email_kind" NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"preferred_moment" varchar(100) DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" "language" DEFAULT 'nl' NOT NULL,
	"read_at" timestamp with time zone,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" "language" NOT NULL,
	"translation_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"icon" varchar(50) DEFAULT 'star' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"success" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer,
	"to" varchar(254) NOT NULL,
	"reply_to" varchar(254),
	"subject" varchar(300) NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_categories_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "news_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" "language" NOT NULL,
	"translation_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" "language" NOT NULL,
	"translation_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(200) DEFAULT '' NOT NULL,
	"show_subtitle" boolean DEFAULT true NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"show_intro" boolean DEFAULT true NOT NULL,
	"show_action_btn" boolean DEFAULT false NOT NULL,
	"action_btn_title" varchar(100) DEFAULT '' NOT NULL,
	"image" varchar(500) DEFAULT '' NOT NULL,
	"header_image" varchar(500) DEFAULT '' NOT NULL,
	"show_slider" boolean DEFAULT false NOT NULL,
	"slider_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_description" varchar(320) DEFAULT '' NOT NULL,
	"facebook_image" varchar(500) DEFAULT '' NOT NULL,
	"url" varchar(200) NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"news_group_id" integer,
	"is_teaser" boolean DEFAULT false NOT NULL,
	"show_in_overview" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" "language" NOT NULL,
	"translation_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(200) DEFAULT '' NOT NULL,
	"show_subtitle" boolean DEFAULT true NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"show_intro" boolean DEFAULT true NOT NULL,
	"show_action_btn" boolean DEFAULT false NOT NULL,
	"action_btn_title" varchar(100) DEFAULT '' NOT NULL,
	"image" varchar(500) DEFAULT '' NOT NULL,
	"header_image" varchar(500) DEFAULT '' NOT NULL,
	"show_slider" boolean DEFAULT false NOT NULL,
	"slider_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_description" varchar(320) DEFAULT '' NOT NULL,
	"facebook_image" varchar(500) DEFAULT '' NOT NULL,
	"url" varchar(200) NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"menu_title" varchar(100) DEFAULT '' NOT NULL,
	"full_url" varchar(500) NOT NULL,
	"canonical_url" varchar(500) DEFAULT '' NOT NULL,
	"visible_in_menu" boolean DEFAULT false NOT NULL,
	"visible_in_top_menu" boolean DEFAULT false NOT NULL,
	"visible_in_footer_menu" boolean DEFAULT false NOT NULL,
	"position_in_menu" integer DEFAULT 0 NOT NULL,
	"position_in_top_menu" integer DEFAULT 0 NOT NULL,
	"position_in_footer_menu" integer DEFAULT 0 NOT NULL,
	"belongs_to" integer,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" "language" NOT NULL,
	"translation_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(200) DEFAULT '' NOT NULL,
	"show_subtitle" boolean DEFAULT true NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"show_intro" boolean DEFAULT true NOT NULL,
	"show_action_btn" boolean DEFAULT false NOT NULL,
	"action_btn_title" varchar(100) DEFAULT '' NOT NULL,
	"image" varchar(500) DEFAULT '' NOT NULL,
	"header_image" varchar(500) DEFAULT '' NOT NULL,
	"show_slider" boolean DEFAULT false NOT NULL,
	"slider_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_description" varchar(320) DEFAULT '' NOT NULL,
	"facebook_image" varchar(500) DEFAULT '' NOT NULL,
	"url" varchar(200) NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"brand" varchar(100) DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"condition" "product_condition" DEFAULT 'new' NOT NULL,
	"product_type" varchar(50) DEFAULT 'product-sale' NOT NULL,
	"product_image" varchar(500) DEFAULT '' NOT NULL,
	"specifications" text DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"size_information" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"text" text NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" "language" NOT NULL,
	"translation_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"icon" varchar(50) DEFAULT 'star' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" "language" NOT NULL,
	"translation_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"icon" varchar(50) DEFAULT 'star' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"service_group_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statuses_new_pc" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"status" "new_pc_status" DEFAULT 'waiting' NOT NULL,
	"date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statuses_repair" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"status" "repair_status" DEFAULT 'in-treatment' NOT NULL,
	"description_problem" text DEFAULT '' NOT NULL,
	"work_done" text DEFAULT '' NOT NULL,
	"used_parts" text DEFAULT '' NOT NULL,
	"costs_cents" integer DEFAULT 0 NOT NULL,
	"intake_date" date NOT NULL,
	"waiting_for_size" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" "language" NOT NULL,
	"translation_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(200) DEFAULT '' NOT NULL,
	"show_subtitle" boolean DEFAULT true NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"show_intro" boolean DEFAULT true NOT NULL,
	"show_action_btn" boolean DEFAULT false NOT NULL,
	"action_btn_title" varchar(100) DEFAULT '' NOT NULL,
	"image" varchar(500) DEFAULT '' NOT NULL,
	"header_image" varchar(500) DEFAULT '' NOT NULL,
	"show_slider" boolean DEFAULT false NOT NULL,
	"slider_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_description" varchar(320) DEFAULT '' NOT NULL,
	"facebook_image" varchar(500) DEFAULT '' NOT NULL,
	"url" varchar(200) NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"tip_one" text DEFAULT '' NOT NULL,
	"tip_two" text DEFAULT '' NOT NULL,
	"tip_three" text DEFAULT '' NOT NULL,
	"tip_four" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_type" varchar(50) NOT NULL,
	"page_id" varchar(50) NOT NULL,
	"url" varchar(500) NOT NULL,
	"original_name" varchar(255) DEFAULT '' NOT NULL,
	"mime" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"house_number" varchar(20) DEFAULT '' NOT NULL,
	"zip_code" varchar(20) DEFAULT '' NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"role" "role" NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zzp_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"brand" varchar(100) DEFAULT '' NOT NULL,
	"sku" varchar(64) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accountant_documents" ADD CONSTRAINT "accountant_documents_download_id_accountant_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."accountant_downloads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_log" ADD CONSTRAINT "download_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_message_id_email_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."email_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_news_group_id_news_groups_id_fk" FOREIGN KEY ("news_group_id") REFERENCES "public"."news_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_belongs_to_pages_id_fk" FOREIGN KEY ("belongs_to") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_service_group_id_service_groups_id_fk" FOREIGN KEY ("service_group_id") REFERENCES "public"."service_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statuses_new_pc" ADD CONSTRAINT "statuses_new_pc_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statuses_repair" ADD CONSTRAINT "statuses_repair_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zzp_products" ADD CONSTRAINT "zzp_products_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accountant_documents_download_idx" ON "accountant_documents" USING btree ("download_id");--> statement-breakpoint
CREATE INDEX "csrf_secrets_expires_idx" ON "csrf_secrets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_messages_kind_idx" ON "email_messages" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_idempotency_unique" ON "email_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "features_language_translation_key_unique" ON "features" USING btree ("language","translation_key");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "news_groups_language_translation_key_unique" ON "news_groups" USING btree ("language","translation_key");--> statement-breakpoint
CREATE UNIQUE INDEX "news_groups_language_title_unique" ON "news_groups" USING btree ("language",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "news_items_language_url_unique" ON "news_items" USING btree ("language","url");--> statement-breakpoint
CREATE UNIQUE INDEX "news_items_language_title_unique" ON "news_items" USING btree ("language",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "news_items_language_translation_key_unique" ON "news_items" USING btree ("language","translation_key");--> statement-breakpoint
CREATE INDEX "news_items_public_idx" ON "news_items" USING btree ("language","visible","published_at");--> statement-breakpoint
CREATE INDEX "news_items_category_idx" ON "news_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "news_items_group_idx" ON "news_items" USING btree ("news_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_language_full_url_unique" ON "pages" USING btree ("language","full_url");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_language_translation_key_unique" ON "pages" USING btree ("language","translation_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_language_menu_title_unique" ON "pages" USING btree ("language",lower("menu_title")) WHERE "pages"."menu_title" <> '';--> statement-breakpoint
CREATE INDEX "pages_public_idx" ON "pages" USING btree ("language","visible");--> statement-breakpoint
CREATE INDEX "pages_belongs_to_idx" ON "pages" USING btree ("belongs_to");--> statement-breakpoint
CREATE UNIQUE INDEX "products_language_url_unique" ON "products" USING btree ("language","url");--> statement-breakpoint
CREATE UNIQUE INDEX "products_language_title_unique" ON "products" USING btree ("language",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_language_translation_key_unique" ON "products" USING btree ("language","translation_key");--> statement-breakpoint
CREATE INDEX "products_public_idx" ON "products" USING btree ("language","visible","product_type");--> statement-breakpoint
CREATE UNIQUE INDEX "service_groups_language_translation_key_unique" ON "service_groups" USING btree ("language","translation_key");--> statement-breakpoint
CREATE UNIQUE INDEX "services_language_translation_key_unique" ON "services" USING btree ("language","translation_key");--> statement-breakpoint
CREATE INDEX "services_group_idx" ON "services" USING btree ("service_group_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "statuses_new_pc_user_idx" ON "statuses_new_pc" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "statuses_repair_user_idx" ON "statuses_repair" USING btree ("user_id","intake_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_language_url_unique" ON "tips" USING btree ("language","url");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_language_title_unique" ON "tips" USING btree ("language",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "tips_language_translation_key_unique" ON "tips" USING btree ("language","translation_key");--> statement-breakpoint
CREATE INDEX "tips_public_idx" ON "tips" USING btree ("language","visible","published_at");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("page_type","page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "zzp_products_owner_idx" ON "zzp_products" USING btree ("owner_id");