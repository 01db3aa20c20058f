-- Appointment booking (issue 22, part 2): kinds, weekly hours, exceptions, settings and the bookings.
CREATE TABLE "booking_kinds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_nl" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"minutes" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"kind_id" integer,
	"closed" boolean DEFAULT true NOT NULL,
	"start_time" varchar(5),
	"end_time" varchar(5),
	"note" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"max_days_ahead" integer DEFAULT 60 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'booked' NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(50) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" "language" DEFAULT 'nl' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_hours" ADD CONSTRAINT "booking_hours_kind_id_booking_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."booking_kinds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_exceptions" ADD CONSTRAINT "booking_exceptions_kind_id_booking_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."booking_kinds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_id_booking_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."booking_kinds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_hours_kind_idx" ON "booking_hours" USING btree ("kind_id");--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("start_at");--> statement-breakpoint
-- the no-double-booking rule (not expressible in Drizzle's schema): two booked appointments never overlap
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" = 'booked');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("status" IN ('booked', 'cancelled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_period_check" CHECK ("end_at" > "start_at");--> statement-breakpoint
-- the confirmation's .ics travels with its outbox row: [{filename, content_type, content}]
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;
