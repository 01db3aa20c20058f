/**
 * The site search's tables (issue 22): derived data in the database schema `search`, made by
 * migration 0021 and kept by its triggers. They are declared here, not in server/db/schema.ts, on
 * purpose: that file is the site's own data (`public`), which the seed's reset, the backup, the
 * upload references and the tests enumerate; the index is rebuilt from it and belongs to none of
 * those (drizzle-kit, which manages `public` only, leaves it alone too).
 */
import {
  boolean,
  char,
  customType,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { languageEnum } from "../db/schema.ts";

export const searchSchema = pgSchema("search");

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** the searched columns per table and their weight, written from the content-type definitions */
export const searchFields = searchSchema.table(
  "fields",
  {
    source: varchar("source", { length: 63 }).notNull(),
    field: varchar("field", { length: 63 }).notNull(),
    weight: char("weight", { length: 1 }).notNull(),
  },
  (t) => [primaryKey({ name: "search_fields_pk", columns: [t.source, t.field] })],
);

/** one row per content row (public or not: the search applies liveAt) */
export const searchDocuments = searchSchema.table(
  "documents",
  {
    source: varchar("source", { length: 63 }).notNull(),
    source_id: integer("source_id").notNull(),
    language: languageEnum("language").notNull(),
    title: text("title").notNull(),
    path_key: text("path_key").notNull(),
    group_id: integer("group_id"),
    body: text("body").notNull(),
    document: tsvector("document").notNull(),
    words: tsvector("words").notNull(),
    visible: boolean("visible").notNull(),
    publish_at: timestamp("publish_at", { withTimezone: true }),
    unpublish_at: timestamp("unpublish_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "search_documents_pk", columns: [t.source, t.source_id] }),
    index("search_documents_document_idx").using("gin", t.document),
    index("search_documents_language_idx").on(t.language, t.visible),
  ],
);
