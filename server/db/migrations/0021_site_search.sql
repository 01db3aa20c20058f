-- Site search (issue 22, server/search/): one index row per public content row, in a schema of its
-- own because it is derived data: the backup (server/backup/tables.ts reads only `public`) leaves it
-- out, and a restore rebuilds it through the same triggers that follow every save.
--
-- pg_trgm (similar words for typos and suggestions) where the database has it; PGlite loads it
-- (server/db/client.ts), a PostgreSQL without the contrib package goes on without it and the search
-- uses its own one-typo rule (search.one_edit below). Which one runs is asked at the first search.
DO $$
BEGIN
	CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN others THEN
	RAISE NOTICE 'pg_trgm is not available: the site search uses its fallback for typos';
END $$;
--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS "search";
--> statement-breakpoint
-- Which columns of which table are searched, with their weight (A title … C body). Written from the
-- content-type definitions (`search` of content-types/*.ts) at every start (server/search/fields.ts);
-- the rows below are the same declaration, so a database is indexed as soon as it is migrated.
CREATE TABLE "search"."fields" (
	"source" varchar(63) NOT NULL,
	"field" varchar(63) NOT NULL,
	"weight" char(1) NOT NULL CHECK ("weight" IN ('A', 'B', 'C', 'D')),
	CONSTRAINT "search_fields_pk" PRIMARY KEY ("source", "field")
);
--> statement-breakpoint
INSERT INTO "search"."fields" ("source", "field", "weight") VALUES
	('pages', 'title', 'A'), ('pages', 'subtitle', 'B'), ('pages', 'intro', 'B'), ('pages', 'blocks', 'C'),
	('news_items', 'title', 'A'), ('news_items', 'subtitle', 'B'), ('news_items', 'intro', 'B'), ('news_items', 'text', 'C'),
	('tips', 'title', 'A'), ('tips', 'subtitle', 'B'), ('tips', 'intro', 'B'), ('tips', 'text', 'C'),
	('tips', 'tip_one', 'C'), ('tips', 'tip_two', 'C'), ('tips', 'tip_three', 'C'), ('tips', 'tip_four', 'C'),
	('products', 'title', 'A'), ('products', 'subtitle', 'B'), ('products', 'brand', 'B'), ('products', 'intro', 'B'),
	('products', 'text', 'C'), ('products', 'specifications', 'C'),
	('services', 'title', 'A'), ('services', 'description', 'B');
--> statement-breakpoint
-- One row per content row, whatever its visibility: the search applies the one "public now" rule
-- (server/content/live.ts) to the copied visible / publish_at / unpublish_at at the clock's moment,
-- so a scheduled item becomes findable at its moment without a write.
CREATE TABLE "search"."documents" (
	"source" varchar(63) NOT NULL,
	"source_id" integer NOT NULL,
	"language" "language" NOT NULL,
	"title" text NOT NULL,
	-- the address key: a page's full_url, an item's url ('' for a service)
	"path_key" text NOT NULL,
	-- a service's group (its page is found through the services blocks)
	"group_id" integer,
	-- the plain text of the fields after the title, for the snippet
	"body" text NOT NULL,
	"document" tsvector NOT NULL,
	-- the words as written (lower case, not stemmed): the vocabulary of typo matches and suggestions
	"words" tsvector NOT NULL,
	"visible" boolean NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	CONSTRAINT "search_documents_pk" PRIMARY KEY ("source", "source_id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search"."documents" USING gin ("document");
--> statement-breakpoint
CREATE INDEX "search_documents_language_idx" ON "search"."documents" ("language", "visible");
--> statement-breakpoint
-- Rich text as words: tags become spaces, the entities the sanitiser writes become their characters,
-- control characters go (the snippet marks its hits with two of them, server/search/service.ts).
CREATE FUNCTION "search"."html_text"(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT btrim(regexp_replace(
		replace(replace(replace(replace(replace(replace(
			regexp_replace(coalesce(html, ''), '<[a-zA-Z/!][^>]*>', ' ', 'g'),
			'&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
		'[\s\x01-\x08]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- The visible texts of a blocks value (core/blocks/*: the keys that hold words a visitor reads), at
-- any depth: cards, FAQ items, slides and columns are arrays of objects inside a block.
CREATE FUNCTION "search"."jsonb_text"(value jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	WITH RECURSIVE walk(key, v) AS (
		SELECT NULL::text, value
		UNION ALL
		SELECT e.key, e.v FROM walk, LATERAL (
			SELECT o.key, o.value AS v FROM jsonb_each(CASE WHEN jsonb_typeof(walk.v) = 'object' THEN walk.v ELSE '{}'::jsonb END) o
			UNION ALL
			SELECT walk.key, a.value FROM jsonb_array_elements(CASE WHEN jsonb_typeof(walk.v) = 'array' THEN walk.v ELSE '[]'::jsonb END) a
		) e
	)
	SELECT coalesce(string_agg("search"."html_text"(v #>> '{}'), ' '), '') FROM walk
	WHERE jsonb_typeof(v) = 'string' AND key IN ('title', 'subtitle', 'text', 'html', 'question', 'answer',
		'before_label', 'after_label', 'contact_buttons_title', 'contact_buttons_text')
$$;
--> statement-breakpoint
CREATE FUNCTION "search"."field_text"(value jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE jsonb_typeof(value)
		WHEN 'string' THEN "search"."html_text"(value #>> '{}')
		WHEN 'array' THEN "search"."jsonb_text"(value)
		WHEN 'object' THEN "search"."jsonb_text"(value)
		ELSE '' END
$$;
--> statement-breakpoint
-- (Re)writes the index row of one content row, given as jsonb (to_jsonb of the row).
CREATE FUNCTION "search"."index_row"(src text, rec jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	cfg regconfig := CASE WHEN rec->>'language' = 'en' THEN 'english'::regconfig ELSE 'dutch'::regconfig END;
	doc tsvector := ''::tsvector;
	body text := '';
	part text;
	f record;
BEGIN
	FOR f IN SELECT field, weight FROM "search"."fields" WHERE source = src ORDER BY weight, field LOOP
		part := "search"."field_text"(rec -> f.field);
		CONTINUE WHEN part = '';
		doc := doc || setweight(to_tsvector(cfg, part), f.weight::"char");
		IF f.field <> 'title' THEN body := body || ' ' || part; END IF;
	END LOOP;
	INSERT INTO "search"."documents" AS d ("source", "source_id", "language", "title", "path_key", "group_id",
		"body", "document", "words", "visible", "publish_at", "unpublish_at")
	VALUES (src, (rec->>'id')::integer, (rec->>'language')::"language", coalesce(rec->>'title', ''),
		coalesce(rec->>'full_url', rec->>'url', ''), (rec->>'service_group_id')::integer, btrim(body), doc,
		to_tsvector('simple', coalesce(rec->>'title', '') || ' ' || body),
		coalesce((rec->>'visible')::boolean, false), (rec->>'publish_at')::timestamptz, (rec->>'unpublish_at')::timestamptz)
	ON CONFLICT ("source", "source_id") DO UPDATE SET "language" = excluded."language", "title" = excluded."title",
		"path_key" = excluded."path_key", "group_id" = excluded."group_id", "body" = excluded."body",
		"document" = excluded."document", "words" = excluded."words", "visible" = excluded."visible",
		"publish_at" = excluded."publish_at", "unpublish_at" = excluded."unpublish_at";
END $$;
--> statement-breakpoint
-- The triggers: every write of a searched table, whichever path made it (an API save, the scheduler's
-- claim does not change the row and needs nothing, a restore, the seed, a hand-written SQL fix).
CREATE FUNCTION "search"."row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		DELETE FROM "search"."documents" WHERE source = TG_TABLE_NAME AND source_id = OLD.id;
	ELSE
		PERFORM "search"."index_row"(TG_TABLE_NAME, to_jsonb(NEW));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search"."table_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "search"."documents" WHERE source = TG_TABLE_NAME;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Everything again, after the declared fields changed (server/search/fields.ts) or here, for the rows
-- that exist before this migration.
CREATE FUNCTION "search"."reindex"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	src text;
BEGIN
	DELETE FROM "search"."documents";
	FOR src IN SELECT DISTINCT source FROM "search"."fields" LOOP
		EXECUTE format('SELECT "search"."index_row"(%L, to_jsonb(t)) FROM %I t', src, src);
	END LOOP;
END $$;
--> statement-breakpoint
DO $$
DECLARE
	t text;
BEGIN
	FOREACH t IN ARRAY ARRAY['pages', 'news_items', 'tips', 'products', 'services'] LOOP
		EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION "search"."row_changed"()', t || '_search_index', t);
		EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "search"."table_truncated"()', t || '_search_truncate', t);
	END LOOP;
END $$;
--> statement-breakpoint
-- One typo (issue 22: a word of five letters or more): a and b differ by one inserted, removed or
-- replaced character or by two neighbours swapped. Plain SQL, so it works without pg_trgm.
CREATE FUNCTION "search"."one_edit"(a text, b text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN a = b THEN true
		WHEN abs(length(a) - length(b)) > 1 THEN false
		WHEN length(a) = length(b) + 1 THEN EXISTS (
			SELECT 1 FROM generate_series(1, length(a)) i WHERE overlay(a PLACING '' FROM i FOR 1) = b)
		WHEN length(b) = length(a) + 1 THEN EXISTS (
			SELECT 1 FROM generate_series(1, length(b)) i WHERE overlay(b PLACING '' FROM i FOR 1) = a)
		ELSE EXISTS (
			SELECT 1 FROM generate_series(1, length(a)) i
			WHERE overlay(a PLACING '' FROM i FOR 1) = overlay(b PLACING '' FROM i FOR 1)
				OR (i < length(a) AND overlay(a PLACING substr(a, i + 1, 1) || substr(a, i, 1) FROM i FOR 2) = b))
	END
$$;
--> statement-breakpoint
SELECT "search"."reindex"();
