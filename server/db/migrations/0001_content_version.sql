-- The content version of the page cache (server/page-cache/). Every statement that writes a table
-- whose rows a public page can show bumps it in the same transaction, through a trigger, so no
-- write path (API, seed, CLI, a later scheduled job) can forget it; pg_notify tells every instance
-- that LISTENs on 'content_version' (delivered when the transaction commits).
CREATE TABLE IF NOT EXISTS "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE next_version bigint;
BEGIN
	UPDATE "content_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1
		RETURNING "version" INTO next_version;
	PERFORM pg_notify('content_version', next_version::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
	FOREACH t IN ARRAY ARRAY['pages', 'news_items', 'news_categories', 'news_groups', 'tips', 'products',
		'service_groups', 'services', 'features', 'reviews', 'uploads']
	LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
			'FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()', t || '_bumps_content_version', t);
	END LOOP;
END
$$;
