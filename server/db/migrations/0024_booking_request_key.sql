-- The key of the request that made a booking: a repeat of that request (a browser reloading the
-- posted form) is answered with the booking it made, not with "this moment was just taken".
ALTER TABLE "bookings" ADD COLUMN "request_key" varchar(100);--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_request_key_unique" ON "bookings" USING btree ("request_key");