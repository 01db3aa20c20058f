/**
 * One resource definition per admin section drives the shared list and form screens
 * (ResourceList, ResourceForm). A simple new section is one small file in this folder plus a line
 * in ./index.ts.
 */
import type { ZodType } from "zod";
import type { Language } from "#core/lang.ts";
import type { EditorialType } from "./editorial.ts";

/** a text in both interface languages */
export type L = { nl: string; en: string };
export type Row = Record<string, unknown> & { id: number };
export type Values = Record<string, unknown>;

export type Widget =
  | "text"
  | "email"
  | "password"
  | "textarea"
  | "richtext"
  | "image"
  | "images"
  | "select"
  | "multiselect"
  | "checkbox"
  | "number"
  | "date"
  | "datetime"
  | "euro"
  | "icon"
  | "blocks";

export type Option = { value: string; label: L };

/** options read from the API (another section's list), e.g. the news categories of a news item */
export type OptionsFrom = {
  path: string;
  label: (row: Row, lang: Language) => string;
  /** only rows in the form's own language (translatable content) */
  sameLanguage?: boolean;
  /** leave out the row being edited (a page cannot belong to itself) */
  exceptSelf?: boolean;
  /** extra list query, e.g. `{ role: "cms-status-user" }` */
  query?: Record<string, string>;
};

/** requirements §5 uniqueness: `GET <path>/<value>?language=&except_id=` answers `{data:{exists}}` */
export type Uniqueness = {
  path: string;
  message: L;
};

export interface FieldDef {
  name: string;
  label: L;
  widget: Widget;
  required?: boolean;
  /** max length (text/textarea: shows the remaining-character counter) */
  max?: number;
  min?: number;
  options?: readonly Option[];
  optionsFrom?: OptionsFrom;
  help?: L;
  unique?: Uniqueness;
  /** shown only when this returns true (other fields' values) */
  showWhen?: (values: Values) => boolean;
  /** a heading above this field starts a new group in the form */
  group?: L;
  /** only on the add screen (e.g. the initial password of a customer) */
  createOnly?: boolean;
  /** not sent to the API (UI-only helper fields) */
  local?: boolean;
  /** wide fields span both columns */
  wide?: boolean;
  default?: unknown;
  /**
   * bound to the record's language, so "Engelse versie maken" does not copy it into the new
   * translation (a url, the parent or group of the other language): it starts empty there
   */
  perLanguage?: boolean;
  /** a date widget whose API value is an ISO datetime */
  datetime?: boolean;
  /** both language versions share it (the definition's `shared`): the form marks it */
  shared?: boolean;
  /**
   * the server's own schema of this value (shared from server/<domain>/schema.ts): the form checks
   * the same rule before sending, with this field's label in its messages
   */
  rule?: ZodType;
}

export type ColumnKind = "text" | "language" | "bool" | "date" | "datetime" | "euro" | "option" | "read";

export interface ColumnDef {
  key: string;
  label: L;
  kind?: ColumnKind;
  /** the API accepts `sort=<key>` */
  sortable?: boolean;
  options?: readonly Option[];
  /** custom cell text */
  value?: (row: Row, lang: Language) => string;
  /**
   * Which columns give way first when the list is narrow (ResourceList): 1 stays longest, 3 goes
   * first; default 2. The title column and the actions are always shown.
   */
  priority?: 1 | 2 | 3;
  /** the row's title: shown as the link to its edit (or view) screen; default the `title`/`name` column */
  primary?: boolean;
}

/**
 * A filter of a list beside its search: one query parameter of the list call, kept in the address
 * like the search (a typed value after a pause, a choice or a date at once).
 */
export interface ListFilter {
  /** the query parameter */
  name: string;
  label: L;
  widget: "text" | "select" | "date";
  /** the choices of a select (an empty first choice means "all") */
  options?: readonly Option[];
}

/** the segment of an item's admin preview address, the admin base path + /preview/{kind}/{id} (requirements §2) */
export type PreviewKind = "pagina" | "nieuws" | "tip" | "product";

export interface ResourceApi {
  list: string;
  one: (id: number | string) => string;
  create?: string;
  update?: (id: number | string) => string;
  remove?: (id: number | string) => string;
}

export interface ResourceDef {
  /** the path segment under the admin base path (requirements §2) */
  section: string;
  /** the entity in messages: "news item" / "nieuwsitem" */
  entity: L;
  /** fixed header titles of the screens */
  titles: { list: L; add?: L; edit?: L };
  api: ResourceApi;
  /** requirements §8: toast when the item cannot be loaded */
  notFound: L;
  /** where the not-found toast returns to (default: the section list) */
  notFoundReturn?: string;
  /** which screens exist */
  screens: { add: boolean; edit: boolean; remove: boolean; view?: boolean };
  /** translatable content: the sibling field of the API answer (news_translation …) */
  translation?: string;
  /** the upload folder type (page-type of the upload call) */
  uploadType?: string;
  /** the value named in success toasts */
  /** how success messages and confirmations name a record (a status by its label in `lang`) */
  labelOf: (row: Values, lang: Language) => string;
  columns: ColumnDef[];
  fields: FieldDef[];
  defaultSort?: { key: string; order: "asc" | "desc" };
  /** the public page of a row, per language (null when not published) */
  publicUrl?: (row: Row) => string | null;
  preview?: PreviewKind;
  /**
   * the type's one name (content-types/editorial.ts): the API's `{type}` of its revisions, drafts and
   * preview links, their `entity_type`, and the key of its save pipeline; set for the editorial types
   */
  name?: EditorialType;
  /** API answer → form values (e.g. cents → euros); default: copy the field names */
  fromApi?: (row: Row) => Values;
  /** form values → request body; default: the non-local fields plus language/translation_of */
  toApi?: (values: Values, mode: "create" | "update") => Values;
  /** extra validation beyond the field rules; returns field → message */
  validate?: (values: Values, lang: Language) => Record<string, string>;
  /** overview image rule of requirements §5 */
  requiresImage?: string;
  /** the big editor of the pages form */
  blocks?: boolean;
  /** the search box's label when it searches one thing (default: "Search") */
  searchLabel?: L;
  /** filters beside the search (the audit log: user, type, action, dates) */
  filters?: readonly ListFilter[];
  /** an API path that answers the list as CSV: the list shows an export button (with its search) */
  exportCsv?: string;
}
