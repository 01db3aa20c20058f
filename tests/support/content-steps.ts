/**
 * For the step-by-step CRUD tests of the content routes: a describe's `beforeAll` adds what its steps
 * work on, and each step (`it`) asserts one thing, so a failure names the step that broke. Beside the
 * row factories (./content.ts).
 */

/** the admin's call in a route test: path under /api, method, JSON body */
export type Send = (path: string, method: string, body?: unknown) => Response | Promise<Response>;

/** what a call answered: the status and the `data` of the JSON body */
export async function answerOf(res: Response) {
  const body = await res.json();
  return { status: res.status, data: body.data };
}
export type Answer = Awaited<ReturnType<typeof answerOf>>;

/**
 * POSTs `original` to `addPath`, then `translation` with `translation_of` set to the original's id.
 * Answers both answers; asserting them is the steps' job.
 */
export async function addWithTranslation(send: Send, addPath: string, original: object, translation: object) {
  const first = await answerOf(await send(addPath, "POST", original));
  const second = await answerOf(
    await send(addPath, "POST", { ...translation, translation_of: first.data?.id }),
  );
  return { original: first, translation: second };
}
export type AddedPair = Awaited<ReturnType<typeof addWithTranslation>>;
