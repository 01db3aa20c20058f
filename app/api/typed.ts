/**
 * The typed face of the API client: every call names a path of the OpenAPI document (app/api/schema.ts,
 * generated from the server's routes by `npm run api:types`), and its path parameters, query, body and
 * answer are the route's own schemas. A path the server does not have, a missing parameter or a body
 * of the wrong shape is a type error (app/api/typed.typecheck.ts shows them). Underneath it is the one
 * client (app/api-client.ts): retries, CSRF token, Idempotency-Key and the error catalogue unchanged.
 *
 * Paths are written as in the document, `/news/delete/{id}` with `params: { id }`; the answer is the
 * whole JSON body (`{data}`, lists `{data, meta}`), as the untyped calls return it.
 */
import {
  type ApiClient,
  api,
  type QueryValue,
  type RequestOptions,
  type UploadOptions,
} from "#app/api-client.ts";
import type { components, paths } from "./schema.ts";

type Method = "get" | "post" | "put" | "patch" | "delete";

/** the paths that have an operation for this method */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = paths[P] extends { [K in M]: infer O } ? O : never;

type JsonOf<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** the JSON body of a successful answer (200 or 201; 204 has none) */
export type AnswerOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    responses: infer R;
  }
    ? JsonOf<R[Extract<keyof R, 200 | 201>]>
    : never;

/** the `data` of a successful answer */
export type DataOf<P extends keyof paths, M extends Method> =
  AnswerOf<P, M> extends { data: infer D } ? D : never;

/** the JSON body a call sends */
export type BodyOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends {
    requestBody: { content: { "application/json": infer B } };
  }
    ? B
    : Operation<P, M> extends { requestBody?: { content: { "application/json": infer B } } }
      ? B | undefined
      : never;

type ParamsPart<O> = O extends { parameters: { path: infer T } } ? { params: T } : { params?: never };
type QueryPart<O> = O extends { parameters: { query: infer T } }
  ? { query: T }
  : O extends { parameters: { query?: infer T } }
    ? { query?: T }
    : { query?: never };
type BodyPart<O> = O extends { requestBody: { content: { "application/json": infer B } } }
  ? { body: B }
  : O extends { requestBody?: { content: { "application/json": infer B } } }
    ? { body?: B }
    : { body?: never };

/** what a call of this path and method takes besides the path: params, query and body as declared */
export type CallInit<P extends keyof paths, M extends Method> = ParamsPart<Operation<P, M>> &
  QueryPart<Operation<P, M>> &
  BodyPart<Operation<P, M>> &
  Omit<RequestOptions, "query">;

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/** the init may be left out when nothing in it is required */
type InitArg<P extends keyof paths, M extends Method> =
  RequiredKeys<CallInit<P, M>> extends never ? [init?: CallInit<P, M>] : [init: CallInit<P, M>];

/** `/news/delete/{id}` with `{ id: 3 }` -> `news/delete/3` (the client adds the base and the format) */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/^\//, "").replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

export function typedApi(client: ApiClient) {
  function call<M extends Method>(method: M) {
    return <P extends PathOf<M>>(path: P, ...[init]: NoInfer<InitArg<P, M>>): Promise<AnswerOf<P, M>> => {
      const { params, query, body, ...options } = (init ?? {}) as {
        params?: Record<string, unknown>;
        query?: Record<string, QueryValue>;
        body?: unknown;
      } & RequestOptions;
      const verb = method.toUpperCase() as Uppercase<M>;
      return client.send<AnswerOf<P, M>>(verb, fillPath(path, params), body, { ...options, query });
    };
  }
  return {
    get: call("get"),
    post: call("post"),
    put: call("put"),
    patch: call("patch"),
    delete: call("delete"),
    /** a multipart POST with progress (the route's body is a form, so only params are typed) */
    upload: <P extends PathOf<"post">>(
      path: P,
      form: FormData,
      options: UploadOptions & ParamsPart<Operation<P, "post">>,
    ): Promise<AnswerOf<P, "post">> => {
      const { params, ...rest } = options as UploadOptions & { params?: Record<string, unknown> };
      return client.sendForm<AnswerOf<P, "post">>(fillPath(path, params), form, rest);
    },
  };
}

export type TypedApi = ReturnType<typeof typedApi>;

/** the browser's typed calls (the one client `api` underneath) */
export const call = typedApi(api);
