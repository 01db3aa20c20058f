-- Cookieless visit counts (server/visits/): figures per day, nothing per person.
-- visit_days and visit_breakdown are the figures the admin sees, kept for 25 months.
CREATE TABLE "visit_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_breakdown" (
	"day" date NOT NULL,
	"dimension" varchar(10) NOT NULL,
	"value" varchar(200) NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_breakdown_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
-- The day's random salt and the day's visitor hashes, shared by every instance and kept over a
-- restart; both are deleted once the day is over, so yesterday's hashes cannot be linked to anyone.
-- Never in a backup (server/backup/tables.ts).
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_hashes" (
	"day" date NOT NULL,
	"hash" varchar(44) NOT NULL,
	CONSTRAINT "visit_hashes_day_hash_pk" PRIMARY KEY("day","hash")
);
