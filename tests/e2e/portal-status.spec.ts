/**
 * /status: the customer sees its own new-PC and repair jobs, nothing of others, each with
 * its current status and the real history of its statuses, labelled as in the admin.
 */
import { accounts, DEMO_PASSWORD, loginAs, submitLogin } from "./auth-helpers.ts";
import { runAxe } from "./axe.ts";
import { adminRe, expect, type Page, test } from "./fixtures.ts";

const historyOf = async (job: ReturnType<Page["getByTestId"]>) =>
  (await job.getByTestId("status-history").getByRole("listitem").allInnerTexts()).map((text) =>
    text.replace(/^.*\d{2}[:.]\d{2}\s*/s, "").trim(),
  );

test("the status user sees only its own jobs, newest first, with status and history", async ({ page }) => {
  await loginAs(page, "status");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Status van je opdrachten");
  const newPc = page.getByTestId("status-new-pc");
  await expect(newPc.first()).toBeVisible();
  await expect(page.getByText("Gaming-pc Ryzen 7")).toBeVisible();
  await expect(page.getByText("HP Pavilion laptop")).toBeVisible();
  // the other customer's jobs (Anouk Meijer) are not shown
  await expect(page.getByText("Laptop voor studie")).toHaveCount(0);
  await expect(page.getByText("MacBook toetsenbord")).toHaveCount(0);
  // newest first: the gaming pc (2 days ago) before the office pc (5 days ago)
  const titles = await newPc.locator("h3").allInnerTexts();
  expect(titles.indexOf("Gaming-pc Ryzen 7")).toBeLessThan(titles.indexOf("Kantoor-pc voor thuiswerken"));

  // the current status and the recorded history — no invented line of "done" steps
  const office = newPc.filter({ hasText: "Kantoor-pc voor thuiswerken" });
  await expect(office.getByTestId("status-current")).toHaveText(/Wacht op de leverancier/);
  // which date it is: the day this status was set
  await expect(office.getByText("Datum van deze status")).toBeVisible();
  expect(await historyOf(office)).toEqual(["In de wacht", "Wordt samengesteld", "Wacht op de leverancier"]);
  await expect(office).not.toContainText("Wacht op de klant");
  await expect(page.locator("[aria-current=step], [data-state=done]")).toHaveCount(0);
  const gaming = newPc.filter({ hasText: "Gaming-pc Ryzen 7" });
  await expect(gaming.getByTestId("status-current")).toHaveText(/Wordt samengesteld/);

  // an appointment's date is the appointment's
  const daughter = newPc.filter({ hasText: "Laptop voor dochter" });
  await expect(daughter.getByText("Datum van de afspraak")).toBeVisible();

  // repair details: label, history; a repair in progress has no price yet (not "€ 0,00": free)
  const repair = page.getByTestId("status-repair").filter({ hasText: "Lenovo IdeaPad scherm" });
  await expect(repair.getByTestId("status-current")).toHaveText(/Wacht op onderdelen/);
  const costs = repair.locator("dt", { hasText: "Kosten" }).locator("xpath=following-sibling::dd[1]");
  await expect(costs).toHaveText("Nog niet bekend");
  await expect(repair).not.toContainText("€");
  await expect(repair.getByText("Besteld onderdeel")).toBeVisible();
  expect(await historyOf(repair)).toEqual(["Wordt gerepareerd", "Wacht op onderdelen"]);
  // a finished repair shows what it cost
  const closed = page.getByTestId("status-repair").filter({ hasText: "Desktop pc traag" });
  await expect(closed.getByTestId("status-current")).toHaveText(/Afgerond/);
  await expect(
    closed.locator("dt", { hasText: "Kosten" }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText(/€\s?149,50/);
});

test("the status page in English, through the language link named by its visible text", async ({ page }) => {
  await loginAs(page, "status");
  const link = page.getByRole("link", { name: "English", exact: true });
  await expect(link).toBeVisible();
  // WCAG 2.5.3: the accessible name contains the visible text (axe's label-content-name-mismatch)
  const axe = await runAxe(page, { rules: ["label-content-name-mismatch"], include: ["header"] });
  expect(axe.violations).toEqual([]);
  // the (experimental) rule did run
  expect([...axe.passes, ...axe.inapplicable].map((rule) => rule.id)).toContain(
    "label-content-name-mismatch",
  );
  await link.click();
  await expect(page).toHaveURL("/en/status");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Status of your jobs");
  // the words an English repair shop uses
  await expect(page.getByText("Waiting for parts").first()).toBeVisible();
  await expect(page.getByText("Part on order").first()).toBeVisible();
  const lenovo = page.getByTestId("status-repair").filter({ hasText: "Lenovo IdeaPad scherm" });
  await expect(
    lenovo.locator("dt", { hasText: "Cost" }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("Not known yet");
  await expect(page.getByRole("link", { name: "Nederlands", exact: true })).toBeVisible();
  const office = page.getByTestId("status-new-pc").filter({ hasText: "Kantoor-pc voor thuiswerken" });
  expect(await historyOf(office)).toEqual(["On hold", "Being assembled", "Waiting for the supplier"]);
  await expect(office.getByText("Date of this status")).toBeVisible();
});

test("a status the admin sets is named the same in the admin and on /status, and the change is in the history", async ({
  page,
  browser,
}) => {
  // the admin, through its login form and menu
  await page.goto(accounts.admin.login);
  await submitLogin(page, accounts.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(adminRe());
  await page.getByRole("link", { name: "Nieuwe pc", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Statussen nieuwe pc");
  const gamingRow = page.getByRole("row").filter({ hasText: "Gaming-pc Ryzen 7" });
  await expect(gamingRow).toContainText("Wordt samengesteld");

  // a job without a title: the success message names it by its status label, not its value
  await page.getByRole("link", { name: "Toevoegen" }).first().click();
  await page.getByLabel("Klant").selectOption({ label: "Jan de Vries (klant@example.com)" });
  await page.getByRole("combobox", { name: "Status" }).selectOption("waiting-customer");
  await page.getByRole("button", { name: "Opslaan" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "is toegevoegd" }).first();
  await expect(toast).toContainText("“Wacht op de klant”");
  await expect(toast).not.toContainText("waiting-customer");

  // a status change of the gaming pc is recorded
  await page.getByRole("link", { name: "Nieuwe pc", exact: true }).first().click();
  await page
    .getByRole("row")
    .filter({ hasText: "Gaming-pc Ryzen 7" })
    .getByRole("link", { name: /Wijzigen/ })
    .click();
  await page.getByRole("combobox", { name: "Status" }).selectOption("finished");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "is gewijzigd" }).first()).toBeVisible();

  // the customer, in a browser of its own
  const customer = await browser.newPage();
  await loginAs(customer, "status");
  const gaming = customer.getByTestId("status-new-pc").filter({ hasText: "Gaming-pc Ryzen 7" });
  await expect(gaming.getByTestId("status-current")).toHaveText(/Klaar/);
  expect(await historyOf(gaming)).toEqual([
    "In de wacht",
    "Wacht op de leverancier",
    "Wordt samengesteld",
    "Klaar",
  ]);
  const untitled = customer.getByTestId("status-new-pc").filter({ hasText: /Opdracht \d+/ });
  await expect(untitled.getByTestId("status-current")).toHaveText(/Wacht op de klant/);
  expect(await historyOf(untitled)).toEqual(["Wacht op de klant"]);
  await customer.close();
});
