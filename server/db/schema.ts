/**
 * The whole data model of requirements §3 (plus the technical tables of requirements §10.4), PostgreSQL dialect.
 * One schema and one migration history serve both PGlite and PostgreSQL.
 *
 * Conventions: snake_case columns; every translatable content row has `language` and a
 * `translation_key` shared with its sibling in the other language (unique per language).
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { newPcStatuses, repairStatuses } from "#core/statuses.ts";

/** A file sent with an outbox mail (text content, e.g. an iCalendar invitation). */
export interface MailAttachment {
  filename: string;
  content_type: string;
  content: string;
}

export const languageEnum = pgEnum("language", ["nl", "en"]);
export const roleEnum = pgEnum("role", ["cms-admin", "cms-status-user", "cms-zzp", "cms-accountant"]);
export const productConditionEnum = pgEnum("product_condition", ["new", "as-new", "used"]);
export const newPcStatusEnum = pgEnum("new_pc_status", newPcStatuses);
export const repairStatusEnum = pgEnum("repair_status", repairStatuses);
export const emailKindEnum = pgEnum("email_kind", ["contact", "phone", "remote-assistance"]);

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

const translatable = {
  language: languageEnum("language").notNull(),
  translation_key: uuid("translation_key").notNull().defaultRandom(),
};

/** The header fields shared by pages, news items, tips and products (requirements §3). */
const headerFields = {
  title: varchar("title", { length: 200 }).notNull(),
  subtitle: varchar("subtitle", { length: 200 }).notNull().default(""),
  show_subtitle: boolean("show_subtitle").notNull().default(true),
  intro: text("intro").notNull().default(""),
  show_intro: boolean("show_intro").notNull().default(true),
  show_action_btn: boolean("show_action_btn").notNull().default(false),
  action_btn_title: varchar("action_btn_title", { length: 100 }).notNull().default(""),
  /** the overview image (required by requirements §5 for news, tips and products) */
  image: varchar("image", { length: 500 }).notNull().default(""),
  header_image: varchar("header_image", { length: 500 }).notNull().default(""),
  show_slider: boolean("show_slider").notNull().default(false),
  slider_images: jsonb("slider_images").$type<string[]>().notNull().default([]),
  seo_description: varchar("seo_description", { length: 320 }).notNull().default(""),
  facebook_image: varchar("facebook_image", { length: 500 }).notNull().default(""),
  url: varchar("url", { length: 200 }).notNull(),
  visible: boolean("visible").notNull().default(false),
  /**
   * Scheduled publishing (server/content/live.ts): a visible row is public from `publish_at` (none =
   * at once) until `unpublish_at` (none = for good). Per language, like `visible`.
   */
  publish_at: timestamp("publish_at", { withTimezone: true }),
  unpublish_at: timestamp("unpublish_at", { withTimezone: true }),
};

/**
 * When this language version's own fields were last written (server/content/crud.ts). Unlike
 * `updated_at` it does not move when shared fields are copied over from the sibling, so comparing the
 * siblings' values tells whether a translation is outdated (server/content/translation-status.ts).
 */
const contentEdited = {
  content_updated_at: timestamp("content_updated_at", { withTimezone: true }).notNull().defaultNow(),
};

// ---------------------------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------------------------

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    ...translatable,
    ...headerFields,
    menu_title: varchar("menu_title", { length: 100 }).notNull().default(""),
    /** derived from the parent chain and `url`; unique per language (home-nl, contact-en …) */
    full_url: varchar("full_url", { length: 500 }).notNull(),
    canonical_url: varchar("canonical_url", { length: 500 }).notNull().default(""),
    visible_in_menu: boolean("visible_in_menu").notNull().default(false),
    visible_in_top_menu: boolean("visible_in_top_menu").notNull().default(false),
    visible_in_footer_menu: boolean("visible_in_footer_menu").notNull().default(false),
    position_in_menu: integer("position_in_menu").notNull().default(0),
    position_in_top_menu: integer("position_in_top_menu").notNull().default(0),
    position_in_footer_menu: integer("position_in_footer_menu").notNull().default(0),
    belongs_to: integer("belongs_to").references((): AnyPgColumn => pages.id, { onDelete: "set null" }),
    /** validated by the zod union in core/blocks/index.ts */
    blocks: jsonb("blocks").$type<unknown[]>().notNull().default([]),
    ...contentEdited,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("pages_language_full_url_unique").on(t.language, t.full_url),
    uniqueIndex("pages_language_translation_key_unique").on(t.language, t.translation_key),
    uniqueIndex("pages_language_menu_title_unique")
      .on(t.language, sql`lower(${t.menu_title})`)
      .where(sql`${t.menu_title} <> ''`),
    index("pages_public_idx").on(t.language, t.visible),
    index("pages_belongs_to_idx").on(t.belongs_to),
  ],
);

export const newsCategories = pgTable("news_categories", {
  id: serial("id").primaryKey(),
  /** the code: one of the requirements' values (phishing-mail, phishing-sms, …) or one the admin added */
  title: varchar("title", { length: 100 }).notNull().unique(),
  /** what visitors and the news form see, per language ("Phishingmail" / "Phishing e-mail") */
  title_nl: varchar("title_nl", { length: 100 }).notNull().default(""),
  title_en: varchar("title_en", { length: 100 }).notNull().default(""),
  ...timestamps,
});

export const newsGroups = pgTable(
  "news_groups",
  {
    id: serial("id").primaryKey(),
    ...translatable,
    title: varchar("title", { length: 200 }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("news_groups_language_translation_key_unique").on(t.language, t.translation_key),
    uniqueIndex("news_groups_language_title_unique").on(t.language, sql`lower(${t.title})`),
  ],
);

export const newsItems = pgTable(
  "news_items",
  {
    id: serial("id").primaryKey(),
    ...translatable,
    ...headerFields,
    /** the article body, sanitised rich text */
    text: text("text").notNull().default(""),
    category_id: integer("category_id").references(() => newsCategories.id, { onDelete: "set null" }),
    news_group_id: integer("news_group_id").references(() => newsGroups.id, { onDelete: "set null" }),
    is_teaser: boolean("is_teaser").notNull().default(false),
    show_in_overview: boolean("show_in_overview").notNull().default(true),
    published_at: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    ...contentEdited,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("news_items_language_url_unique").on(t.language, t.url),
    uniqueIndex("news_items_language_title_unique").on(t.language, sql`lower(${t.title})`),
    uniqueIndex("news_items_language_translation_key_unique").on(t.language, t.translation_key),
    index("news_items_public_idx").on(t.language, t.visible, t.published_at),
    index("news_items_category_idx").on(t.category_id),
    index("news_items_group_idx").on(t.news_group_id),
  ],
);

export const tips = pgTable(
  "tips",
  {
    id: serial("id").primaryKey(),
    ...translatable,
    ...headerFields,
    text: text("text").notNull().default(""),
    /** "tip one to four" (requirements §3): four short tips shown as a numbered list */
    tip_one: text("tip_one").notNull().default(""),
    tip_two: text("tip_two").notNull().default(""),
    tip_three: text("tip_three").notNull().default(""),
    tip_four: text("tip_four").notNull().default(""),
    published_at: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    ...contentEdited,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("tips_language_url_unique").on(t.language, t.url),
    uniqueIndex("tips_language_title_unique").on(t.language, sql`lower(${t.title})`),
    uniqueIndex("tips_language_translation_key_unique").on(t.language, t.translation_key),
    index("tips_public_idx").on(t.language, t.visible, t.published_at),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    ...translatable,
    ...headerFields,
    text: text("text").notNull().default(""),
    brand: varchar("brand", { length: 100 }).notNull().default(""),
    /** euro cents, so money is never a float */
    price_cents: integer("price_cents").notNull().default(0),
    condition: productConditionEnum("condition").notNull().default("new"),
    product_type: varchar("product_type", { length: 50 }).notNull().default("product-sale"),
    product_image: varchar("product_image", { length: 500 }).notNull().default(""),
    /** sanitised rich text */
    specifications: text("specifications").notNull().default(""),
    stock: integer("stock").notNull().default(0),
    size_information: text("size_information").notNull().default(""),
    ...contentEdited,
    ...timestamps,
  },
  (t) => [
    uniqueIndex("products_language_url_unique").on(t.language, t.url),
    uniqueIndex("products_language_title_unique").on(t.language, sql`lower(${t.title})`),
    uniqueIndex("products_language_translation_key_unique").on(t.language, t.translation_key),
    index("products_public_idx").on(t.language, t.visible, t.product_type),
  ],
);

export const serviceGroups = pgTable(
  "service_groups",
  {
    id: serial("id").primaryKey(),
    ...translatable,
    title: varchar("title", { length: 200 }).notNull(),
    icon: varchar("icon", { length: 50 }).notNull().default("star"),
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
    visible: boolean("visible").notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("service_groups_language_translation_key_unique").on(t.language, t.translation_key)],
);

export const services = pgTable(
  "services",
  {
    id: serial("id").primaryKey(),
    ...translatable,
    title: varchar("title", { length: 200 }).notNull(),
    icon: varchar("icon", { length: 50 }).notNull().default("star"),
    description: text("description").notNull().default(""),
    service_group_id: integer("service_group_id").references(() => serviceGroups.id, {
      onDelete: "set null",
    }),
    position: integer("position").notNull().default(0),
    visible: boolean("visible").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("services_language_translation_key_unique").on(t.language, t.translation_key),
    index("services_group_idx").on(t.service_group_id),
  ],
);

export const features = pgTable(
  "features",
  {
    id: serial("id").primaryKey(),
    ...translatable,
    title: varchar("title", { length: 200 }).notNull(),
    icon: varchar("icon", { length: 50 }).notNull().default("star"),
    position: integer("position").notNull().default(0),
    visible: boolean("visible").notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("features_language_translation_key_unique").on(t.language, t.translation_key)],
);

/**
 * Reviews are quotes from customers, shown as written (never translated): each is in one language and
 * only that language's home page shows it. Rows from before the column are Dutch.
 */
export const reviews = pgTable("reviews", {
  id: serial("id").primaryKey(),
  language: languageEnum("language").notNull().default("nl"),
  name: varchar("name", { length: 100 }).notNull(),
  text: text("text").notNull(),
  rating: smallint("rating").notNull().default(5),
  visible: boolean("visible").notNull().default(true),
  position: integer("position").notNull().default(0),
  ...timestamps,
});

// ---------------------------------------------------------------------------------------------
// People, jobs and stock
// ---------------------------------------------------------------------------------------------

/** The requirements' "customers": everybody who can log in, whatever the role. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: varchar("name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 30 }).notNull().default(""),
    address: varchar("address", { length: 200 }).notNull().default(""),
    house_number: varchar("house_number", { length: 20 }).notNull().default(""),
    zip_code: varchar("zip_code", { length: 20 }).notNull().default(""),
    city: varchar("city", { length: 100 }).notNull().default(""),
    role: roleEnum("role").notNull(),
    login_count: integer("login_count").notNull().default(0),
    last_login_at: timestamp("last_login_at", { withTimezone: true }),
    password_hash: text("password_hash").notNull(),
    password_changed_at: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** set by the lockout rule (5 failures in 15 minutes) */
    locked_until: timestamp("locked_until", { withTimezone: true }),
    /** the language of the mails the user gets from the site without asking (status e-mails) */
    language: languageEnum("language").notNull().default("nl"),
    /** a customer gets an e-mail when one of its statuses changes, unless this is off */
    status_emails: boolean("status_emails").notNull().default(true),
    /** base32 TOTP secret (server/auth/totp.ts): set by two-factor setup, in force once enabled_at is set */
    totp_secret: varchar("totp_secret", { length: 64 }),
    totp_enabled_at: timestamp("totp_enabled_at", { withTimezone: true }),
    /** the time step of the last accepted code: a code is never accepted twice */
    totp_last_step: integer("totp_last_step"),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`), index("users_role_idx").on(t.role)],
);

export const statusesNewPc = pgTable(
  "statuses_new_pc",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** what is being built, e.g. "Gaming-pc Ryzen 7" */
    title: varchar("title", { length: 200 }).notNull().default(""),
    status: newPcStatusEnum("status").notNull().default("waiting"),
    date: date("date", { mode: "string" }).notNull(),
    notes: text("notes").notNull().default(""),
    ...timestamps,
  },
  (t) => [index("statuses_new_pc_user_idx").on(t.user_id, t.date)],
);

export const statusesRepair = pgTable(
  "statuses_repair",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull().default(""),
    status: repairStatusEnum("status").notNull().default("in-treatment"),
    description_problem: text("description_problem").notNull().default(""),
    work_done: text("work_done").notNull().default(""),
    used_parts: text("used_parts").notNull().default(""),
    costs_cents: integer("costs_cents").notNull().default(0),
    intake_date: date("intake_date", { mode: "string" }).notNull(),
    waiting_for_size: text("waiting_for_size").notNull().default(""),
    ...timestamps,
  },
  (t) => [index("statuses_repair_user_idx").on(t.user_id, t.intake_date)],
);

/**
 * Every status a job has had and when it got it (the customer sees the real history, not an
 * invented order — requirements §4 gives none). One row on creation, one per status change; written in the
 * transaction of the change by server/statuses/service.ts.
 */
export const statusHistoryNewPc = pgTable(
  "status_history_new_pc",
  {
    id: serial("id").primaryKey(),
    status_id: integer("status_id")
      .notNull()
      .references(() => statusesNewPc.id, { onDelete: "cascade" }),
    status: newPcStatusEnum("status").notNull(),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),

    /** the customer's e-mail about this change; null when the customer had status e-mails off */
    mail_outbox_id: integer("mail_outbox_id").references((): AnyPgColumn => mailOutbox.id, {
      onDelete: "set null",
    }),
  },
  (t) => [index("status_history_new_pc_status_idx").on(t.status_id, t.changed_at)],
);

export const statusHistoryRepair = pgTable(
  "status_history_repair",
  {
    id: serial("id").primaryKey(),
    status_id: integer("status_id")
      .notNull()
      .references(() => statusesRepair.id, { onDelete: "cascade" }),
    status: repairStatusEnum("status").notNull(),
    changed_at: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),

    /** the customer's e-mail about this change; null when the customer had status e-mails off */
    mail_outbox_id: integer("mail_outbox_id").references((): AnyPgColumn => mailOutbox.id, {
      onDelete: "set null",
    }),
  },
  (t) => [index("status_history_repair_status_idx").on(t.status_id, t.changed_at)],
);

export const zzpProducts = pgTable(
  "zzp_products",
  {
    id: serial("id").primaryKey(),
    owner_id: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    brand: varchar("brand", { length: 100 }).notNull().default(""),
    sku: varchar("sku", { length: 64 }).notNull().default(""),
    description: text("description").notNull().default(""),
    price_cents: integer("price_cents").notNull().default(0),
    stock: integer("stock").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("zzp_products_owner_idx").on(t.owner_id)],
);

// ---------------------------------------------------------------------------------------------
// Messages and mail
// ---------------------------------------------------------------------------------------------

/** The three public forms, all stored as e-mails (requirements §3). */
export const emailMessages = pgTable(
  "email_messages",
  {
    id: serial("id").primaryKey(),
    kind: emailKindEnum("kind").notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    email: varchar("email", { length: 254 }).notNull().default(""),
    phone: varchar("phone", { length: 30 }).notNull().default(""),
    /** the call-back form's preferred moment */
    preferred_moment: varchar("preferred_moment", { length: 100 }).notNull().default(""),
    message: text("message").notNull().default(""),
    /**
     * The product a question is about ("Interesse? Vraag naar dit product"): the server looks the posted
     * id up and stores title and public address as they were, so the message still says which product
     * after the product is renamed or deleted (then `product_id` becomes null).
     */
    product_id: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    product_title: varchar("product_title", { length: 200 }).notNull().default(""),
    product_url: varchar("product_url", { length: 500 }).notNull().default(""),
    language: languageEnum("language").notNull().default("nl"),
    read_at: timestamp("read_at", { withTimezone: true }),
    /** a double submit with the same key stores once */
    idempotency_key: varchar("idempotency_key", { length: 100 }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_messages_kind_idx").on(t.kind, t.created_at),
    uniqueIndex("email_messages_idempotency_unique").on(t.idempotency_key),
  ],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    message_id: integer("message_id").references(() => emailMessages.id, { onDelete: "set null" }),
    to: varchar("to", { length: 254 }).notNull(),
    reply_to: varchar("reply_to", { length: 254 }),
    subject: varchar("subject", { length: 300 }).notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** files sent with the mail (a booking's .ics); migration 0022 */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    last_error: text("last_error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.sent_at, t.next_attempt_at)],
);

// ---------------------------------------------------------------------------------------------
// Accountant
// ---------------------------------------------------------------------------------------------

export const accountantDownloads = pgTable("accountant_downloads", {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 200 }).notNull(),
  /** the administration period, e.g. "2026 Q3" */
  period: varchar("period", { length: 50 }).notNull().default(""),
  description: text("description").notNull().default(""),
  /** the one the accountant sees */
  is_current: boolean("is_current").notNull().default(false),
  ...timestamps,
});

export const accountantDocuments = pgTable(
  "accountant_documents",
  {
    id: serial("id").primaryKey(),
    download_id: integer("download_id")
      .notNull()
      .references(() => accountantDownloads.id, { onDelete: "cascade" }),
    file_name: varchar("file_name", { length: 200 }).notNull(),
    /** relative to DATA_DIR/documents */
    stored_path: varchar("stored_path", { length: 500 }).notNull(),
    mime: varchar("mime", { length: 100 }).notNull().default("application/octet-stream"),
    size: integer("size").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accountant_documents_download_idx").on(t.download_id)],
);

export const downloadLog = pgTable("download_log", {
  id: serial("id").primaryKey(),
  user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  download_id: integer("download_id"),
  document_id: integer("document_id"),
  what: varchar("what", { length: 300 }).notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Uploads
// ---------------------------------------------------------------------------------------------

export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    page_type: varchar("page_type", { length: 50 }).notNull(),
    page_id: varchar("page_id", { length: 50 }).notNull(),
    /** public url of the re-encoded original, e.g. /uploads/news/12/ab12cd.jpg */
    url: varchar("url", { length: 500 }).notNull().unique(),
    original_name: varchar("original_name", { length: 255 }).notNull().default(""),
    mime: varchar("mime", { length: 50 }).notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** [{ width, format, url }] */
    variants: jsonb("variants")
      .$type<{ width: number; format: string; url: string }[]>()
      .notNull()
      .default([]),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_owner_idx").on(t.page_type, t.page_id)],
);

// ---------------------------------------------------------------------------------------------
// Security state: never kept in process memory, so several instances can run
// ---------------------------------------------------------------------------------------------

export const sessions = pgTable(
  "sessions",
  {
    /** sha-256 of the 128-bit random id that lives in the cookie */
    id: varchar("id", { length: 64 }).primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    user_agent: varchar("user_agent", { length: 300 }).notNull().default(""),
  },
  (t) => [index("sessions_user_idx").on(t.user_id), index("sessions_expires_idx").on(t.expires_at)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    email: varchar("email", { length: 254 }).notNull(),
    ip: varchar("ip", { length: 64 }).notNull().default(""),
    success: boolean("success").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_email_idx").on(t.email, t.at), index("login_attempts_ip_idx").on(t.ip, t.at)],
);

export const csrfSecrets = pgTable(
  "csrf_secrets",
  {
    /** sha-256 of the token in the cookie */
    id: varchar("id", { length: 64 }).primaryKey(),
    /** the session the token was issued to (null for anonymous visitors) */
    session_id: varchar("session_id", { length: 64 }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("csrf_secrets_expires_idx").on(t.expires_at)],
);

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: varchar("id", { length: 64 }).primaryKey(),
  user_id: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  used_at: timestamp("used_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Per-address counters for the public forms and failed logins (fixed windows). */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 200 }).primaryKey(),
  count: integer("count").notNull().default(0),
  window_start: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Proof of consent (server/consent/)
// ---------------------------------------------------------------------------------------------

/**
 * One row per cookie choice a visitor made (a new row only when the choice changes): what they
 * chose, under which policy version, when, and from which network (the address truncated, never
 * the whole one). `consent_id` is the random id the banner keeps in the visitor's consent cookie.
 */
export const consentLog = pgTable(
  "consent_log",
  {
    id: serial("id").primaryKey(),
    consent_id: uuid("consent_id").notNull(),
    /** accepted categories, sorted: ["marketing", "necessary", "statistic"] */
    categories: jsonb("categories").$type<string[]>().notNull(),
    policy_version: integer("policy_version").notNull(),
    /** IPv4 with the last octet zeroed, IPv6 cut to its /48 ("" when unknown) */
    ip_truncated: varchar("ip_truncated", { length: 64 }).notNull().default(""),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("consent_log_consent_idx").on(t.consent_id, t.created_at),
    index("consent_log_created_idx").on(t.created_at),
  ],
);

/** Single-use recovery codes of two-factor login: only their sha-256 is kept. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code_hash: varchar("code_hash", { length: 64 }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("two_factor_recovery_codes_user_idx").on(t.user_id)],
);

/**
 * The state between the password and the second step of a login (server/auth/two-factor-service.ts):
 * referenced by a random token in an httpOnly cookie of that browser, kept only as its sha-256.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: varchar("id", { length: 64 }).primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "login": a code is asked; "enrol": the account must set two-factor up first */
    purpose: varchar("purpose", { length: 10 }).notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("two_factor_challenges_expires_idx").on(t.expires_at)],
);

/**
 * The stored answers of writes sent with an `Idempotency-Key` header (server/http/idempotency.ts): a
 * repeat of the same write (a client retry after a lost answer) gets the stored answer instead of
 * running again. `status` is null while the first request still runs. Kept 24 hours. Only the answers
 * of server/http/replayable-writes.ts, none that carries a secret.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** sha-256 of who sent it (user, or a visitor's CSRF token), method, path and the key */
    id: varchar("id", { length: 64 }).primaryKey(),
    /** HMAC of the request's query, media type and body: the same key with another body is refused */
    request_hash: varchar("request_hash", { length: 64 }).notNull(),
    status: smallint("status"),
    /** the JSON body of the stored answer (null: no body) */
    body: text("body"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("idempotency_keys_expires_idx").on(t.expires_at)],
);

// ---------------------------------------------------------------------------------------------
// Shareable preview links (server/preview-links/)
// ---------------------------------------------------------------------------------------------

/**
 * A link that shows one page, news item, tip or product — published or not — without a login, until
 * it expires or is revoked (requirements §2 "Preview links"). Only the sha-256 of the link's token is
 * kept. A deleted item leaves its links behind; they answer as gone (the item is looked up on use).
 */
export const previewLinks = pgTable(
  "preview_links",
  {
    id: serial("id").primaryKey(),
    token_hash: varchar("token_hash", { length: 64 }).notNull(),
    /** 'page' | 'news' | 'tip' | 'product' */
    entity_type: varchar("entity_type", { length: 10 }).notNull(),
    entity_id: integer("entity_id").notNull(),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("preview_links_token_hash_idx").on(t.token_hash),
    index("preview_links_entity_idx").on(t.entity_type, t.entity_id),
  ],
);

/**
 * Old addresses that answer 301 to a new one (requirements §2 "Redirects"). `auto` rows are written in
 * the transaction that changed a public item's address (server/redirects/record.ts) and name that item
 * (`entity_type` + `entity_id`); `manual` rows are the owner's (e.g. addresses of a previous website).
 * `from_path` is normalised (core/redirect-paths.ts): a leading slash, no trailing slash, lower case.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    from_path: varchar("from_path", { length: 500 }).notNull(),
    to_path: varchar("to_path", { length: 500 }).notNull(),
    language: languageEnum("language").notNull().default("nl"),
    kind: varchar("kind", { length: 10 }).$type<"auto" | "manual">().notNull().default("manual"),
    /** the content type of the item an auto redirect leads to ("page", "news", "tip", "product") */
    entity_type: varchar("entity_type", { length: 20 }),
    entity_id: integer("entity_id"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("redirects_from_path_unique").on(t.from_path),
    index("redirects_to_path_idx").on(t.to_path),
    index("redirects_entity_idx").on(t.entity_type, t.entity_id),
  ],
);

// ---------------------------------------------------------------------------------------------
// Audit log (server/audit/)
// ---------------------------------------------------------------------------------------------

/**
 * Who did what in the CMS, when, from which address (requirements, "Audit log"): logins, password
 * and two-factor changes, every write of a content record, user and role changes. `user_id` has no
 * foreign key on purpose: an entry outlives its user, so the user's e-mail and name at the time are
 * kept beside it. Entries older than AUDIT_RETENTION_DAYS are removed (server/audit/retention.ts).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    user_id: integer("user_id"),
    /** for a failed login: the address that was tried */
    user_email: varchar("user_email", { length: 254 }).notNull().default(""),
    user_name: varchar("user_name", { length: 100 }).notNull().default(""),
    /** login_success, login_failure, lockout, logout, create, update, delete, role_change, … */
    action: varchar("action", { length: 40 }).notNull(),
    /** the record's kind ("tip", "user", "status", …); null for account events */
    entity_type: varchar("entity_type", { length: 40 }),
    entity_id: integer("entity_id"),
    title: text("title").notNull().default(""),
    ip: varchar("ip", { length: 64 }).notNull().default(""),
    /** small facts of the event (changed fields, old and new role, reason of a refusal) */
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_entity_type_at_idx").on(t.entity_type, t.at)],
);

// ---------------------------------------------------------------------------------------------
// Revisions (server/revisions/)
// ---------------------------------------------------------------------------------------------

/**
 * Every save of a page, news item, tip or product (requirements, "Revisions"): the whole record as the
 * API answered it, so an admin can compare two saves and restore one. The last REVISIONS_KEEP per
 * item are kept. The user's name is kept beside the id: a revision outlives its user.
 */
export const revisions = pgTable(
  "revisions",
  {
    id: serial("id").primaryKey(),
    /** page | news | tip | product */
    entity_type: varchar("entity_type", { length: 20 }).notNull(),
    entity_id: integer("entity_id").notNull(),
    language: languageEnum("language"),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    user_name: text("user_name").notNull().default(""),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** create | update | restore | scheduled-publish | scheduled-unpublish */
    action: varchar("action", { length: 24 }).notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("revisions_entity_idx").on(t.entity_type, t.entity_id, t.created_at.desc())],
);

/**
 * Unsaved edits of the admin form (issue 13 item 2, server/drafts/): one per user, editorial item
 * (`entity_id` null for an add screen) and language, the form's values as they were typed. Written
 * while the owner types, read back when the screen opens again and by the live preview; removed when
 * the item is saved, discarded or after DRAFT_MAX_AGE_DAYS (server/drafts/service.ts).
 */
export const drafts = pgTable(
  "drafts",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** page | news | tip | product */
    entity_type: varchar("entity_type", { length: 20 }).notNull(),
    entity_id: integer("entity_id"),
    language: languageEnum("language").notNull(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // NULLS NOT DISTINCT: one draft of a new item per user, type and language too
  (t) => [
    unique("drafts_owner_item_unique")
      .on(t.user_id, t.entity_type, t.entity_id, t.language)
      .nullsNotDistinct(),
    index("drafts_entity_idx").on(t.entity_type, t.entity_id),
  ],
);

/**
 * The scheduled moments (publish_at / unpublish_at) that have passed and been handled
 * (server/content/schedule.ts): the first instance to insert a row records the change (a revision
 * and an audit entry) and bumps the content version; the others find the row and do nothing.
 */
export const scheduleEvents = pgTable(
  "schedule_events",
  {
    /** page | news | tip | product */
    entity_type: varchar("entity_type", { length: 20 }).notNull(),
    entity_id: integer("entity_id").notNull(),
    /** publish | unpublish */
    kind: varchar("kind", { length: 10 }).notNull(),
    /** the scheduled moment itself: a moved moment is a new event */
    at: timestamp("at", { withTimezone: true }).notNull(),
    handled_at: timestamp("handled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entity_type, t.entity_id, t.kind, t.at] })],
);

// ---- visit counts (issue 22, part 3: server/visits/) ----

/** page views and unique visitors of one day (Amsterdam time); nothing per person */
export const visitDays = pgTable("visit_days", {
  day: date("day").primaryKey(),
  views: integer("views").notNull().default(0),
  visitors: integer("visitors").notNull().default(0),
});

/** a day's views per page, referrer host, language and device class */
export const visitBreakdown = pgTable(
  "visit_breakdown",
  {
    day: date("day").notNull(),
    /** page | referrer | language | device */
    dimension: varchar("dimension", { length: 10 }).notNull(),
    value: varchar("value", { length: 200 }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);

/** the day's random salt of the visitor hash; deleted when the day is over, never backed up */
export const visitSalts = pgTable("visit_salts", {
  day: date("day").primaryKey(),
  salt: varchar("salt", { length: 64 }).notNull(),
});

/** the day's visitor hashes (to count each visitor once across batches and instances); same life as the salt */
export const visitHashes = pgTable(
  "visit_hashes",
  {
    day: date("day").notNull(),
    hash: varchar("hash", { length: 44 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

// ---------------------------------------------------------------------------------------------
// Appointment booking (issue 22, part 2; server/booking/)
// ---------------------------------------------------------------------------------------------

/** A kind of appointment a visitor can book ("Reparatie brengen"), with its length. */
export const bookingKinds = pgTable("booking_kinds", {
  id: serial("id").primaryKey(),
  name_nl: varchar("name_nl", { length: 100 }).notNull(),
  name_en: varchar("name_en", { length: 100 }).notNull(),
  minutes: integer("minutes").notNull(),
  active: boolean("active").notNull().default(true),
  position: integer("position").notNull().default(0),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Weekly opening hours of a kind, Amsterdam wall-clock time ("09:00"–"12:00"); weekday 1 = Monday. */
export const bookingHours = pgTable(
  "booking_hours",
  {
    id: serial("id").primaryKey(),
    kind_id: integer("kind_id")
      .notNull()
      .references(() => bookingKinds.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    start_time: varchar("start_time", { length: 5 }).notNull(),
    end_time: varchar("end_time", { length: 5 }).notNull(),
  },
  (t) => [index("booking_hours_kind_idx").on(t.kind_id)],
);

/**
 * A day that differs from the week: closed (all kinds when `kind_id` is null), or extra hours
 * (`closed` false with a start and end) for one kind or all.
 */
export const bookingExceptions = pgTable("booking_exceptions", {
  id: serial("id").primaryKey(),
  day: date("day", { mode: "string" }).notNull(),
  kind_id: integer("kind_id").references(() => bookingKinds.id, { onDelete: "cascade" }),
  closed: boolean("closed").notNull().default(true),
  start_time: varchar("start_time", { length: 5 }),
  end_time: varchar("end_time", { length: 5 }),
  note: varchar("note", { length: 200 }).notNull().default(""),
});

/** One row (id 1): how soon and how far ahead a visitor may book. */
export const bookingSettings = pgTable("booking_settings", {
  id: integer("id").primaryKey().default(1),
  min_notice_minutes: integer("min_notice_minutes").notNull().default(120),
  max_days_ahead: integer("max_days_ahead").notNull().default(60),
});

/**
 * A booked moment. No double booking is a database rule, not a service check: the migration adds
 * `EXCLUDE USING gist (tstzrange(start_at, end_at) WITH &&) WHERE (status = 'booked')` (Drizzle
 * cannot declare it), so two booked appointments never overlap, whatever the kind (one workshop,
 * one person at the counter) and however many instances race.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    kind_id: integer("kind_id")
      .notNull()
      .references(() => bookingKinds.id, { onDelete: "restrict" }),
    start_at: timestamp("start_at", { withTimezone: true }).notNull(),
    end_at: timestamp("end_at", { withTimezone: true }).notNull(),
    /** booked | cancelled */
    status: varchar("status", { length: 10 }).notNull().default("booked"),
    name: varchar("name", { length: 200 }).notNull(),
    email: varchar("email", { length: 254 }).notNull(),
    phone: varchar("phone", { length: 50 }).notNull().default(""),
    description: text("description").notNull().default(""),
    language: languageEnum("language").notNull().default("nl"),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * the key of the request that made it (server/booking/book-service.ts): a repeat of that request
     * (a browser reloading the posted form) is answered with this booking instead of "just taken"
     */
    request_key: varchar("request_key", { length: 100 }),
  },
  (t) => [
    index("bookings_start_idx").on(t.start_at),
    uniqueIndex("bookings_request_key_unique").on(t.request_key),
  ],
);
