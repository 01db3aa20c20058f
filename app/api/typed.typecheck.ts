/**
 * What a wrong call looks like: `tsc` (npm run typecheck) checks this file, and every
 * `@ts-expect-error` below must meet an error, so the typed client (app/api/typed.ts) keeps refusing
 * paths, parameters and bodies the server's routes do not declare. Never run, never imported.
 */
import { publicGet } from "./public-get.ts";
import type { DataOf } from "./typed.ts";
import { call } from "./typed.ts";

export async function wrongCallsAreTypeErrors() {
  // a path the server has: its answer is the route's schema
  const dashboard = await call.get("/dashboard");
  const total: number = dashboard.data.counts.news;

  // @ts-expect-error a path the server does not have
  await call.get("/dashbord");

  // @ts-expect-error a path parameter left out
  await call.delete("/news/delete/{id}");

  // @ts-expect-error a path parameter of the wrong type
  await call.delete("/news/delete/{id}", { params: { id: "three" } });

  // @ts-expect-error a write with a field the route does not take
  await call.post("/preview-link/{type}/{id}", { params: { type: "news", id: 1 }, body: { days: 7 } });

  // @ts-expect-error GET is not a method of this path
  await call.get("/news/delete/{id}", { params: { id: 1 } });

  // the delete answer of a content type: the ids deleted, not a boolean
  const removed = await call.delete("/news/delete/{id}", { params: { id: 1 } });
  const ids: number[] = removed.data.deleted;
  // @ts-expect-error `deleted` is a list of ids
  const flag: boolean = removed.data.deleted;

  const draft: DataOf<"/draft/{type}/{id}", "get"> = null;

  // the islands' small GET (app/api/public-get.ts) is typed by the same document
  const signal = new AbortController().signal;
  const found = await publicGet("/search", { q: "laptop", lang: "nl", limit: 6 }, signal);
  const title: string = found.data[0].title;
  // @ts-expect-error a query parameter the route does not take
  await publicGet("/search", { q: "laptop", page: 2 }, signal);
  // @ts-expect-error a path with a parameter: the small GET reads lists, not one record by id
  await publicGet("/page/{id}", {}, signal);
  return [total, ids, flag, draft, title];
}
