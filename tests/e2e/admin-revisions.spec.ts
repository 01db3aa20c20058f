/**
 * Revisions (requirements, "Revisions"): the admin opens a tip from the admin list, changes its
 * title and saves (twice), opens the History panel (whatever saves other journeys made before: ours
 * are the newest), compares the two saves (the old title deleted,
 * the new one inserted) and restores the older save; the form shows its title again and the
 * history lists the restore. Each entry has its number and seconds; the newest is the current version
 * (nothing to restore); the demo tip's oldest entry is its state before its first edit. The audit
 * log lists the restore as such, naming the version.
 */
import { apiWrite, login, toast, toastsGone, unique } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, test } from "./fixtures.ts";

test("a tip's saves are listed, compared and restored from the History panel", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await page.goto(ADMIN_BASE);
  await page.locator(`#admin-menu a[href="${ADMIN_BASE}/tips/overzicht"]`).click();
  await expect(page).toHaveURL(adminRe(/\/tips\/overzicht$/));
  // a demo tip no other journey edits (another journey may have added a newer tip at the top)
  await page
    .locator("#admin-main [data-row-title]")
    .filter({ hasText: "Je laptop weer snel" })
    .first()
    .click();
  await expect(page).toHaveURL(adminRe(/\/tips\/wijzigen\/\d+$/));

  const id = Number(page.url().split("/").pop());
  const title = page.getByRole("textbox", { name: "Titel", exact: true });
  await expect(title).not.toHaveValue("");
  const original = await title.inputValue();
  const first = unique("Eerste titel");
  const second = unique("Tweede titel");
  for (const value of [first, second]) {
    await title.fill(value);
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, value);
    await expect(title).toHaveValue(value);
  }

  // the two save toasts lie over the history's buttons at the end of the page: wait for them to go
  await toastsGone(page);
  const panel = page.getByTestId("revision-history");
  await panel.getByRole("button", { name: "Geschiedenis tonen" }).click();
  const saves = panel.getByRole("list", { name: "Versies van dit item" }).getByRole("listitem");
  // other journeys may have saved this demo tip before: ours are the two newest
  await expect(saves.nth(1)).toBeVisible();
  const before = await saves.count();
  await expect(saves.first()).toContainText("gewijzigd");
  // numbered, to the second: two saves within a minute do not look alike
  await expect(saves.first()).toContainText(/^Nr\. \d+ · .*\d{2}:\d{2}:\d{2}/);
  await expect(saves.first()).toContainText("Huidige versie");
  await expect(saves.first().getByRole("button", { name: "Herstellen" })).toHaveCount(0);
  // the seeded tip's state before its first edit is kept, so that edit can be undone too
  await expect(saves.last()).toContainText("beginstand");
  await expect(saves.last().getByRole("button", { name: "Herstellen" })).toBeVisible();

  // the two newest saves are chosen: the older title is deleted, the newer inserted
  await panel.getByRole("button", { name: "Vergelijken" }).click();
  const diff = panel.getByTestId("revision-diff");
  // first that a comparison is shown at all, then what it says: a failure names which went wrong
  await expect(diff.getByRole("heading", { name: "Verschillen tussen de twee versies" })).toBeVisible();
  await expect(diff.locator("del").filter({ hasText: "Eerste" })).toBeVisible();
  await expect(diff.locator("ins").filter({ hasText: "Tweede" })).toBeVisible();
  await expect(diff.getByText("verwijderd:").first()).toBeAttached();

  // the save before ours against our first: only the title changed. The form shows the publication
  // date without its time, and sent that day's midnight at every save: a change nobody made
  const pick = async (name: string, save: number) => {
    const number = (await saves.nth(save).textContent())?.match(/^Nr\. \d+/)?.[0];
    const select = panel.getByRole("combobox", { name });
    const value = await select
      .locator("option")
      .filter({ hasText: `${number} ·` })
      .getAttribute("value");
    await select.selectOption(value ?? "");
  };
  await pick("Oudere versie", 2);
  await pick("Nieuwere versie", 1);
  await panel.getByRole("button", { name: "Vergelijken" }).click();
  await expect(diff.locator("ins").filter({ hasText: "Eerste" })).toBeVisible();
  await expect(diff).not.toContainText("Publicatiedatum");

  // restore the older save, after the confirmation
  await saves.nth(1).getByRole("button", { name: "Herstellen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Herstellen" }).click();
  await toast(page, /is hersteld/);
  await expect(title).toHaveValue(first);
  await expect(saves).toHaveCount(before + 1);
  await expect(saves.first()).toContainText("hersteld");

  // the audit log names it a restore, with the version brought back
  await page.locator(`#admin-menu a[href='${ADMIN_BASE}/auditlog']`).click();
  await page
    .getByRole("combobox", { name: "Actie", exact: true })
    .selectOption({ label: "Eerdere versie hersteld" });
  await expect(page).toHaveURL(/action=restore/);
  const entry = page
    .locator("#admin-main [data-row]")
    .filter({ hasText: `#${id} ${first}` })
    .first();
  await expect(entry).toContainText("Eerdere versie hersteld");
  await expect(entry).toContainText(/\(versie nr\. \d+ van .*\d{2}:\d{2}:\d{2}\)/);

  // the demo tip gets its own title back for the journeys after this one
  await apiWrite(page, "PUT", `tip/edit/${id}`, { title: original });
});
