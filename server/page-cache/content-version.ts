/**
 * The content version this instance serves pages for. The database keeps the number (table
 * `content_version`, bumped by a trigger on every write to a table whose rows public pages show:
 * migration 0001_content_version.sql); this module keeps a copy in memory so a cache hit costs no
 * query. It learns of a bump three ways:
 * - NOTIFY on 'content_version', sent by the trigger at commit, heard by every instance (LISTEN);
 * - `refresh()`, which the app calls after each successful write request it answered itself, so
 *   the instance that made a change never serves the old page, however late the notification is;
 * - a slow poll, the safety net for a lost LISTEN connection.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rawRows } from "../db/raw.ts";
import type { Logger } from "../logger.ts";

export const CONTENT_VERSION_CHANNEL = "content_version";

export interface ContentVersion {
  /** the last version seen; a string so it can go into keys and ETags as it is */
  readonly current: string;
  /** reads the version from the database now */
  refresh(): Promise<string>;
  /** calls the listener whenever the version changes */
  onChange(listener: (version: string) => void): void;
  stop(): Promise<void>;
}

export async function readContentVersion(database: Database): Promise<string> {
  const rows = await rawRows<{ version: string | number | bigint }>(
    database.db,
    sql`SELECT version FROM content_version WHERE id = 1`,
  );
  return String(rows[0]?.version ?? "0");
}

export async function watchContentVersion(
  database: Database,
  options: { logger: Logger; pollMs?: number },
): Promise<ContentVersion> {
  const { logger } = options;
  let current = await readContentVersion(database);
  const listeners: ((version: string) => void)[] = [];
  let stopped = false;

  const update = (version: string) => {
    // versions only grow; a late notification must not take the copy back
    if (BigInt(version) <= BigInt(current)) return;
    current = version;
    for (const listener of listeners) listener(version);
  };
  const refresh = async () => {
    update(await readContentVersion(database));
    return current;
  };

  let unlisten: (() => Promise<void>) | undefined;
  const listen = async () => {
    try {
      unlisten = await database.listen(
        CONTENT_VERSION_CHANNEL,
        (payload) => {
          if (/^\d+$/.test(payload)) update(payload);
        },
        (error) => {
          logger.warn({ err: error }, "content version: LISTEN connection lost, listening again");
          void unlisten?.();
          unlisten = undefined;
          if (!stopped) setTimeout(() => void listen(), 1000).unref();
        },
      );
    } catch (error) {
      logger.warn({ err: error }, "content version: LISTEN failed; relying on the poll");
    }
  };
  await listen();

  const poll = setInterval(() => {
    refresh().catch((error) => logger.warn({ err: error }, "content version: poll failed"));
  }, options.pollMs ?? 5000);
  poll.unref();

  return {
    get current() {
      return current;
    },
    refresh,
    onChange: (listener) => {
      listeners.push(listener);
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      await unlisten?.();
    },
  };
}
