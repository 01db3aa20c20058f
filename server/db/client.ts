/**
 * Opens the database: embedded PGlite (a directory, or in memory for tests) or PostgreSQL through
 * `pg` with a pool. Both give the same Drizzle API over the same schema.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The argument a service receives: the database or an open transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export type DatabaseOptions =
  | {
      kind: "pglite";
      /** directory; undefined = in memory */
      dir?: string;
      /**
       * a data directory dumped by PGlite's `dumpDataDir` to start from instead of a new cluster:
       * the tests copy one migrated template into each test file's database (tests/support/db.ts)
       */
      template?: Blob;
    }
  | { kind: "postgres"; url: string; poolSize?: number };

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  options: DatabaseOptions;
  /** PostgreSQL's connection pool, for its counts (server/metrics); the embedded database has none */
  pool?: Pick<pg.Pool, "totalCount" | "idleCount" | "waitingCount">;
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (from any instance); the returned
   * function stops listening. On PostgreSQL a dedicated connection listens (a pooled one would be
   * handed to other queries); `onError` hears when that connection is lost, the caller decides
   * whether to listen again.
   */
  /**
   * Calls `listener` with the text of every statement this database runs through Drizzle, at the
   * moment it is sent (in the caller's async context); the returned function stops it. The one
   * seam for counting statements (tests/unit/public-page-queries.test.ts, bench/profile-home.ts):
   * it observes, it changes nothing.
   */
  onStatement(listener: (sql: string) => void): () => void;
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onError?: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's defaults size its buffers for a server of its own (shared_buffers 128 MB); PGlite
 * lives inside this process's WebAssembly memory, so they count towards the process. A small
 * company's site fits in a few megabytes: with these the process opens the database at about
 * 250 MB instead of 385 MB (resident set, measured with the demo content).
 */
const EMBEDDED_SETTINGS = [
  "-c",
  "shared_buffers=16MB",
  "-c",
  "maintenance_work_mem=8MB",
  "-c",
  "wal_buffers=1MB",
  "-c",
  "temp_buffers=2MB",
];

/** Drizzle's logger hook, handing each statement to the listeners (none in normal running) */
function statementObservers() {
  const listeners = new Set<(sql: string) => void>();
  return {
    logger: {
      logQuery(query: string) {
        for (const listener of listeners) listener(query);
      },
    },
    onStatement(listener: (sql: string) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const observers = statementObservers();
  if (options.kind === "pglite") {
    // one options object: PGlite reads a second argument only when the first is a directory, so
    // `new PGlite(undefined, {…})` (in memory) would drop the settings
    const client = new PGlite({
      dataDir: options.dir,
      loadDataDir: options.template,
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
      // the site search's similar words (migration 0021, server/search/service.ts)
      extensions: { pg_trgm },
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema, logger: observers.logger }) as unknown as Db;
    return {
      db,
      onStatement: observers.onStatement,
      kind: "pglite",
      options,
      ping: async () => {
        await client.query("SELECT 1");
      },
      listen: async (channel, onNotify) => {
        const stop = await client.listen(channel, onNotify);
        return async () => {
          if (!client.closed) await stop();
        };
      },
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // A connection the server ends (restart, failover: 57P01, or a dropped socket) emits 'error' on its
  // client. The pool listens on its idle clients ('error' below); a client that is checked out
  // between two statements (inside a transaction, say) has no listener, and an unheard 'error'
  // event ends the process. So every client gets one: the statement that needs it fails instead
  // (the error handler answers 503), and the pool drops the client when it comes back unusable and
  // opens a new connection for the next query.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema, logger: observers.logger }) as unknown as Db;
  return {
    db,
    onStatement: observers.onStatement,
    kind: "postgres",
    options,
    pool,
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    listen: async (channel, onNotify, onError) => {
      const client = new pg.Client({ connectionString: options.url });
      client.on("notification", (message) => {
        if (message.channel === channel) onNotify(message.payload ?? "");
      });
      client.on("error", (error) => onError?.(error));
      await client.connect();
      // the channel is a constant of ours, never user input; LISTEN takes no bind parameters
      await client.query(`LISTEN "${channel.replaceAll('"', "")}"`);
      return async () => {
        await client.end().catch(() => {});
      };
    },
    close: async () => {
      await pool.end();
    },
  };
}

export { schema };
