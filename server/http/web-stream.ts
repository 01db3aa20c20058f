/**
 * A Node stream as the web stream a Response body takes (a stored file, the accountant's zip).
 * `Readable.toWeb` answers node:stream/web's ReadableStream, a type TypeScript does not take for the
 * global one the body wants; this one is built as the global kind. It reads only as fast as the
 * client takes (`pull`), and a client that goes away (`cancel`) destroys the Node stream, which
 * closes the file or stops the zip.
 */
import { Readable } from "node:stream";

export function webStreamOf(stream: NodeJS.ReadableStream): ReadableStream<Uint8Array> {
  const readable = stream instanceof Readable ? stream : new Readable().wrap(stream);
  const chunks = readable[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(typeof next.value === "string" ? Buffer.from(next.value) : next.value);
    },
    async cancel() {
      readable.destroy();
    },
  });
}
