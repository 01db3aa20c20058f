/**
 * A content-type definition is the one description of an entity's fields and admin section
 * (docs/decisions/0001-content-type-definitions.md). Everything else is read from it:
 *
 * - the API's create and update schemas and the field labels of its 422 messages (`apiSchemas`),
 * - the six admin CRUD paths, for the server's routes (`serverCrudPaths`), the lists that name calls
 *   (`crudCalls`) and the admin's calls (`adminResource`),
 * - the admin section: list columns and form fields (`adminResource`),
 * - which fields hold rich text and are sanitised on save (`richTextFields`).
 *
 * Browser-safe and small on purpose: no database, no HTTP.
 */
import { z } from "zod";
import { notFoundMessage } from "#core/content/entity-messages.ts";
import { headerLabels, translationOfShape } from "#core/content/fields.ts";
import { commonFieldLabels } from "#core/validation/field-labels.ts";
import type { FieldSpec } from "./field.ts";
import type { L, ResourceDef } from "./types.ts";

/** The admin CRUD calls of requirements §7, as paths under /api with `{id}` for the id. */
export interface CrudPaths {
  list: string;
  nextId?: string;
  add: string;
  get: string;
  edit: string;
  delete: string;
}

export type Fields = Record<string, FieldSpec>;

export type ContentType<F extends Fields = Fields> = Omit<ResourceDef, "fields" | "api"> & {
  /** the singular name in API descriptions ("tip", "news item") */
  noun: string;
  paths: CrudPaths;
  /** in form order */
  fields: F;
  /**
   * of a translatable type: the fields that belong to the item rather than to one language version
   * (docs/decisions/0008-shared-fields.md). Saving either translation sibling copies them to the
   * other one in the same transaction (server/content/crud.ts), and the admin form marks them.
   */
  shared?: readonly (keyof F & string)[];
  /**
   * the `sort` values the admin list call accepts, each a field (stored in its `column`) or another
   * column of the row: `id` first and the dates last (`withCommonSorts`, which a definition need
   * not write); the list's sortable columns are among them. Read by `createCrud`
   * (server/content/crud.ts) and the list route's description.
   */
  listSort?: readonly string[];
  /** the fields the admin list's `search` looks in (case-insensitive contains), read by `createCrud` */
  adminSearch?: readonly string[];
  /**
   * Site search (issue 22): the fields a visitor's search looks in, with their weight in the ranking
   * (A the title, B the introduction, C the body). The server writes them into the index's field
   * table at start-up (server/search/fields.ts); the database's triggers index every save by them.
   */
  search?: Partial<Record<keyof F & string, SearchWeight>>;
};

/** the weight of a searched field: A ranks above B above C (PostgreSQL's setweight) */
export type SearchWeight = "A" | "B" | "C";

/**
 * A definition as written. What follows from the entity may be left out: the noun (the entity's
 * English name), the not-found message (core/content/entity-messages.ts, "Tip not found" / "Tip niet
 * gevonden") and the titles of the add and edit screens (`screenTitles`). `listSort` names the
 * type's own sorts; `id` and the dates every list sorts by are added (`withCommonSorts`).
 */
export type ContentTypeInput<F extends Fields = Fields> = Omit<ContentType<F>, "notFound" | "noun"> & {
  noun?: string;
  notFound?: ContentType<F>["notFound"];
};

export function defineContentType<const F extends Fields>(type: ContentTypeInput<F>): ContentType<F> {
  const { list, add, edit } = type.titles;
  const screens = screenTitles(type.entity);
  return {
    ...type,
    noun: type.noun ?? type.entity.en,
    titles: { list, add: add ?? screens.add, edit: edit ?? screens.edit },
    ...(type.listSort ? { listSort: withCommonSorts(type.listSort) } : {}),
    notFound: type.notFound ?? notFoundMessage(type.entity),
  };
}

/** "de nieuwsgroep" → "Nieuwsgroep": a screen's title names the entity without its article */
const titleWord = (nl: string) => {
  const bare = nl.replace(/^(de|het) /, "");
  return bare.charAt(0).toUpperCase() + bare.slice(1);
};

/** The titles of an entity's add and edit screens: "Add tip" / "Tip toevoegen", "Edit tip" / "Tip wijzigen". */
export const screenTitles = (entity: L): { add: L; edit: L } => ({
  add: { en: `Add ${entity.en}`, nl: `${titleWord(entity.nl)} toevoegen` },
  edit: { en: `Edit ${entity.en}`, nl: `${titleWord(entity.nl)} wijzigen` },
});

/** the sorts of every admin list, columns of every table: the id first, the dates last */
const firstSorts = ["id"];
const lastSorts = ["created_at", "updated_at"];

/** A type's own sorts between the common ones (a list that names them already keeps its order). */
function withCommonSorts(own: readonly string[]): string[] {
  const common = [...firstSorts, ...lastSorts];
  return [...firstSorts, ...own.filter((name) => !common.includes(name)), ...lastSorts];
}

/** the names of the fields the API knows (not the form-only ones, `formOnly` in ./field.ts) */
type ApiKeys<F extends Fields> = { [K in keyof F]: F[K] extends { local: true } ? never : K }[keyof F];
/** the API value rules of a definition's fields, by name */
type Shape<F extends Fields> = { [K in ApiKeys<F>]: F[K]["schema"] };

/** the label of `translation_of` and of the other names the API's messages may mention */
const commonLabels: Record<string, L> = {
  translation_of: headerLabels.translation_of,
  id: commonFieldLabels.id,
};

/**
 * The request schemas of the add and edit calls: unknown fields are refused (strict), an edit may
 * send any subset, and a translatable type's add may name the row it translates (`translation_of`).
 */
export function apiSchemas<F extends Fields>(type: ContentType<F>) {
  const shape = Object.fromEntries(
    Object.entries(type.fields)
      .filter(([, spec]) => !spec.local)
      .map(([name, spec]) => [name, spec.schema]),
  ) as Shape<F>;
  const create = z.strictObject({ ...shape, ...(type.translation ? translationOfShape : {}) }) as z.ZodObject<
    Shape<F> & typeof translationOfShape,
    z.core.$strict
  >;
  const update = z.strictObject(shape).partial();
  const labels: Record<string, L> = { ...commonLabels };
  for (const [name, spec] of Object.entries(type.fields)) labels[name] = spec.label;
  return { create, update, labels };
}

/** The names of the fields that hold rich text (HTML sanitised on save); all others are plain. */
export function richTextFields<F extends Fields>(type: ContentType<F>): (keyof F & string)[] {
  return Object.entries(type.fields)
    .filter(([, spec]) => spec.widget === "richtext")
    .map(([name]) => name);
}

/**
 * The "already exists" message of a field the definition declares unique (its `unique.message`), for
 * the server's answer when the database's unique index refuses a write.
 */
export function uniqueMessage(type: ContentType, field: string): L {
  const message = type.fields[field]?.unique?.message;
  if (!message) throw new Error(`${type.noun}: field ${field} is not declared unique`);
  return message;
}

/** Is this field shared by both language versions of the type's items? */
export const isSharedField = (type: Pick<ContentType, "shared">, field: string): boolean =>
  (type.shared as readonly string[] | undefined)?.includes(field) ?? false;

/** The database columns of a type's shared fields (a field stored under another name: its `column`). */
export function sharedColumns(type: Pick<ContentType, "shared" | "fields">): string[] {
  return (type.shared ?? []).map((name) => type.fields[name]?.column ?? name);
}

/** The database column of a field or column name of the definition (a field's own `column`, else the name). */
export const columnOf = (type: Pick<ContentType, "fields">, name: string): string =>
  type.fields[name]?.column ?? name;

/**
 * The CRUD paths of requirements §7 from what a type names: its list, its add call and its next-id
 * call as the SPEC writes them, and `one`, the stem of one item's calls: `<one>/{id}`,
 * `<one>/edit/{id}` and `<one>/delete/{id}`.
 */
export function crudPaths(names: { list: string; nextId?: string; add: string; one: string }): CrudPaths {
  const { list, nextId, add, one } = names;
  return {
    list,
    ...(nextId ? { nextId } : {}),
    add,
    get: `${one}/{id}`,
    edit: `${one}/edit/{id}`,
    delete: `${one}/delete/{id}`,
  };
}

/** The CRUD paths as the server's router writes them (leading slash). */
export function serverCrudPaths(type: ContentType): CrudPaths {
  const p = type.paths;
  return {
    list: `/${p.list}`,
    ...(p.nextId ? { nextId: `/${p.nextId}` } : {}),
    add: `/${p.add}`,
    get: `/${p.get}`,
    edit: `/${p.edit}`,
    delete: `/${p.delete}`,
  };
}

/**
 * The six CRUD calls as `[method, path]` with `:id` (the permission table's form), for the lists that
 * name calls (server/http/replayable-writes.ts). Who may make them is declared by the routes
 * (server/content/crud-routes.ts: the admin).
 */
export function crudCalls(type: ContentType) {
  const p = type.paths;
  const param = (path: string) => path.replace("{id}", ":id");
  return [
    ["GET", p.list],
    ...(p.nextId ? [["GET", p.nextId] as const] : []),
    ["POST", p.add],
    ["GET", param(p.get)],
    ["PUT", param(p.edit)],
    ["DELETE", param(p.delete)],
  ] as const;
}

/** The admin section of a definition: its calls, list and form (app/admin/ResourceList, ResourceForm). */
export function adminResource(type: ContentType): ResourceDef {
  const {
    paths,
    fields,
    noun: _noun,
    shared: _shared,
    listSort: _sort,
    adminSearch: _adminSearch,
    search: _search,
    ...section
  } = type;
  const withId = (path: string) => (id: number | string) => path.replace("{id}", String(id));
  return {
    ...section,
    api: {
      list: paths.list,
      one: withId(paths.get),
      create: paths.add,
      update: withId(paths.edit),
      remove: withId(paths.delete),
    },
    fields: Object.entries(fields)
      .filter(([, spec]) => !spec.apiOnly)
      .map(([name, { schema: _schema, apiOnly: _apiOnly, column: _column, ...field }]) => ({
        name,
        ...field,
        ...(isSharedField(type, name) ? { shared: true } : {}),
      })),
  };
}
