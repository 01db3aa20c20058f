/**
 * The answers of the calls whose path a content type's definition names at run time
 * (content-types/<type>.ts `paths`, `unique.path`): the generic admin screens (ResourceList,
 * ResourceForm, the uniqueness check) serve every type with one piece of code, so their answers are
 * typed as what any route of that family answers in the OpenAPI document (app/api/schema.ts), never
 * written by hand. app/admin/definition-paths.test.ts checks that every definition's paths are
 * routes of that document.
 */
import type { AnswerOf, DataOf, PathOf } from "./typed.ts";

/** `page/{id}`, `news/{id}` …: one record */
type OnePath = Extract<PathOf<"get">, `/${string}/{id}`>;
/** `pages/add-page`, `product/add-product` …: a create */
type CreatePath = Extract<PathOf<"post">, `/${string}/add-${string}`>;
/** `page/edit/{id}` …: an edit */
type EditPath = Extract<PathOf<"put">, `/${string}/edit/{id}`>;
/** `page/delete/{id}` …: a delete */
type DeletePath = Extract<PathOf<"delete">, `/${string}/delete/{id}`>;
/** `news-item-title-exists/{title}` …: "is this value taken?" */
type ExistsPath = Extract<PathOf<"get">, `/${string}-exists/{${string}}`>;

/** one record as any `…/{id}` route answers it (not the lists some `…/{id}` routes answer: a record's revisions …) */
export type OneAnswer = Extract<AnswerOf<OnePath, "get">, { data: { id: number } }>;
/** a saved record as any create or edit route answers it */
export type SavedAnswer = AnswerOf<CreatePath, "post"> | AnswerOf<EditPath, "put">;
/** what any delete route answers (the ids deleted, for a translated item its sibling's too) */
export type DeleteAnswer = AnswerOf<DeletePath, "delete">;
/** what any uniqueness route answers: whether the value is taken */
export type ExistsData = DataOf<ExistsPath, "get">;

/** `pages`, `news-categories` …: a paged list (no path parameter; answered `{data: [...], meta}`) */
type ListPath = Exclude<PathOf<"get">, `${string}{${string}}${string}`>;
/** one row of any paged list of records */
export type ListRow = Extract<
  AnswerOf<ListPath, "get">,
  { data: { id: number }[]; meta: unknown }
>["data"][number];
