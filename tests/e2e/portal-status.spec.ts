/** /status: the customer sees its own new-PC and repair jobs, nothing of others (issue 4 §4). */
import { expect, test } from "@playwright/test";
import { loginAs } from "./auth-helpers.ts";

test("the status user sees only its own jobs, newest first, with the progress line", async ({ page }) => {
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
  // the current step is marked in the seven-step progress line
  const gaming = newPc.filter({ hasText: "Gaming-pc Ryzen 7" });
  await expect(gaming.getByRole("listitem")).toHaveCount(7);
  await expect(gaming.locator("[aria-current=step]")).toContainText("Wordt samengesteld");
  // repair details: label, costs in euro
  const repair = page.getByTestId("status-repair").filter({ hasText: "Lenovo IdeaPad scherm" });
  await expect(repair).toContainText("Wacht op maat");
  await expect(repair).toContainText("€");
});

test("the status page in English", async ({ page }) => {
  await loginAs(page, "status");
  await page.getByRole("link", { name: "Naar het Engels" }).click();
  await expect(page).toHaveURL("/en/status");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Status of your jobs");
  await expect(page.getByText("Waiting for size").first()).toBeVisible();
});
