/**
 * What the global setup (global-setup.ts) hands to the test files: where the database templates are.
 */
export interface TestDatabaseTemplates {
  /** PGlite data-directory dumps (files): a new cluster, and the same after every migration; not
   * made on PostgreSQL runs */
  pglite?: { empty: string; migrated: string };
  /** the migrated template database on the TEST_DATABASE_URL server, when there is one */
  postgres?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

/** the address of database `name` on the server of `adminUrl` */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
