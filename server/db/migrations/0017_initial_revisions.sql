-- Every page, news item, tip and product that existed before revisions gets a starting revision
-- (action 'initial', dated at its last change, by nobody): its first edit can then be undone like any
-- other (server/revisions/record.ts writes the same for a row first saved without one, e.g. demo
-- content seeded after this migration). The data is the item as the admin API answers it
-- (server/content/plain.ts: the row with its moments as ISO strings in UTC; a product's price in
-- euros); the references the API adds (translation, category, group) are read-only and left out.
INSERT INTO "revisions" ("entity_type", "entity_id", "language", "user_id", "user_name", "created_at", "action", "data")
SELECT 'page', t.id, t.language, NULL, '', t.updated_at, 'initial',
	to_jsonb(t) || jsonb_build_object(
		'created_at', to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'updated_at', to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'content_updated_at', to_char(t.content_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'publish_at', to_char(t.publish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'unpublish_at', to_char(t.unpublish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
	)
FROM "pages" AS t
WHERE NOT EXISTS (SELECT 1 FROM "revisions" AS r WHERE r.entity_type = 'page' AND r.entity_id = t.id);
--> statement-breakpoint
INSERT INTO "revisions" ("entity_type", "entity_id", "language", "user_id", "user_name", "created_at", "action", "data")
SELECT 'news', t.id, t.language, NULL, '', t.updated_at, 'initial',
	to_jsonb(t) || jsonb_build_object(
		'created_at', to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'updated_at', to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'content_updated_at', to_char(t.content_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'publish_at', to_char(t.publish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'unpublish_at', to_char(t.unpublish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'published_at', to_char(t.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
	)
FROM "news_items" AS t
WHERE NOT EXISTS (SELECT 1 FROM "revisions" AS r WHERE r.entity_type = 'news' AND r.entity_id = t.id);
--> statement-breakpoint
INSERT INTO "revisions" ("entity_type", "entity_id", "language", "user_id", "user_name", "created_at", "action", "data")
SELECT 'tip', t.id, t.language, NULL, '', t.updated_at, 'initial',
	to_jsonb(t) || jsonb_build_object(
		'created_at', to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'updated_at', to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'content_updated_at', to_char(t.content_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'publish_at', to_char(t.publish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'unpublish_at', to_char(t.unpublish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'published_at', to_char(t.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
	)
FROM "tips" AS t
WHERE NOT EXISTS (SELECT 1 FROM "revisions" AS r WHERE r.entity_type = 'tip' AND r.entity_id = t.id);
--> statement-breakpoint
INSERT INTO "revisions" ("entity_type", "entity_id", "language", "user_id", "user_name", "created_at", "action", "data")
SELECT 'product', t.id, t.language, NULL, '', t.updated_at, 'initial',
	to_jsonb(t) || jsonb_build_object(
		'created_at', to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'updated_at', to_char(t.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'content_updated_at', to_char(t.content_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'publish_at', to_char(t.publish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'unpublish_at', to_char(t.unpublish_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'price', t.price_cents / 100.0
	)
FROM "products" AS t
WHERE NOT EXISTS (SELECT 1 FROM "revisions" AS r WHERE r.entity_type = 'product' AND r.entity_id = t.id);
