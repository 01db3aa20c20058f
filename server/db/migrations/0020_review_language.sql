-- Reviews get a language; the reviews stored before it were written for the Dutch site, so they become Dutch.
ALTER TABLE "reviews" ADD COLUMN "language" "language" DEFAULT 'nl' NOT NULL;