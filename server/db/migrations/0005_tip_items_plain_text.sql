-- Tips one to four are plain text from now on (server/tips/schema.ts); until now they went through
-- the rich-text sanitiser, which stored `&` as `&amp;` (shown literally on the tip page) and `<`, `>` as
-- entities. Decode those entities once, `&amp;` last; tags the sanitiser removed are gone for good.
UPDATE "tips" SET
  "tip_one" = replace(replace(replace(replace(replace(replace(replace("tip_one", '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&#x27;', ''''), '&nbsp;', ' '), '&amp;', '&'),
  "tip_two" = replace(replace(replace(replace(replace(replace(replace("tip_two", '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&#x27;', ''''), '&nbsp;', ' '), '&amp;', '&'),
  "tip_three" = replace(replace(replace(replace(replace(replace(replace("tip_three", '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&#x27;', ''''), '&nbsp;', ' '), '&amp;', '&'),
  "tip_four" = replace(replace(replace(replace(replace(replace(replace("tip_four", '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&#x27;', ''''), '&nbsp;', ' '), '&amp;', '&')
WHERE "tip_one" LIKE '%&%' OR "tip_two" LIKE '%&%' OR "tip_three" LIKE '%&%' OR "tip_four" LIKE '%&%';
