ALTER TABLE "news_categories" ADD COLUMN "title_nl" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_categories" ADD COLUMN "title_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
-- the requirements' categories get the labels the public dictionaries had (app/i18n/locales/public.ts)
UPDATE "news_categories" SET "title_nl" = v.nl, "title_en" = v.en
FROM (VALUES
  ('phishing-mail', 'Phishingmail', 'Phishing e-mail'),
  ('phishing-sms', 'Phishing-sms', 'Phishing text message'),
  ('phishing-whatsapp', 'Phishing via WhatsApp', 'Phishing WhatsApp'),
  ('spam', 'Spam', 'Spam'),
  ('general', 'Algemeen', 'General'),
  ('software', 'Software', 'Software'),
  ('internet', 'Internet', 'Internet'),
  ('security', 'Beveiliging', 'Security')
) AS v(code, nl, en)
WHERE "news_categories"."title" = v.code;--> statement-breakpoint
-- categories added in the admin before labels existed keep their code as label until edited
UPDATE "news_categories" SET "title_nl" = "title" WHERE "title_nl" = '';--> statement-breakpoint
UPDATE "news_categories" SET "title_en" = "title" WHERE "title_en" = '';
