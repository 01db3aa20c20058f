/** /boekhouding: the accountant downloads a document and everything as a ZIP. */
import { readFile } from "node:fs/promises";
import { loginAs } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("the accountant downloads a document and the ZIP", async ({ page }) => {
  await loginAs(page, "accountant");
  await expect(page.getByRole("heading", { level: 2, name: "Administratie derde kwartaal" })).toBeVisible();

  const [document] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "omzet-2026-q3.csv downloaden" }).click(),
  ]);
  expect(document.suggestedFilename()).toBe("omzet-2026-q3.csv");
  const csv = await readFile(await document.path());
  expect(csv.toString("utf8")).toContain("maand;reparaties");

  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Alles downloaden (ZIP)" }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  const bytes = await readFile(await zip.path());
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  // the three document names are in the archive's directory
  const text = bytes.toString("latin1");
  for (const name of ["omzet-2026-q3.csv", "inkoopfacturen-2026-q3.csv", "btw-overzicht-2026-q3.pdf"]) {
    expect(text).toContain(name);
  }
});

test("the admin sees each document's size as the accountant does", async ({ browser, baseURL }) => {
  const accountant = await browser.newPage({ baseURL });
  await loginAs(accountant, "accountant");
  const row = accountant.getByRole("listitem").filter({ hasText: "omzet-2026-q3.csv" });
  const size = (await row.textContent())?.match(/\d+(?:,\d+)? (?:B|KB|MB)/)?.[0];
  expect(size, "the accountant's page shows a size").toBeTruthy();
  await accountant.close();

  const admin = await browser.newPage({ baseURL });
  await loginAs(admin, "admin");
  await admin.locator("#admin-menu").getByRole("link", { name: "Boekhouding", exact: true }).click();
  // the same words ("1 kB" before, for every document)
  await expect(admin.getByRole("listitem").filter({ hasText: "omzet-2026-q3.csv" })).toContainText(
    size ?? "",
  );
  await admin.close();
});

test("a document cannot be fetched without the accountant's session", async ({ request }) => {
  const response = await request.get("/api/accountant-document/1");
  expect(response.status()).toBe(401);
});
