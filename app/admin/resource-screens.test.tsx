// @vitest-environment happy-dom
/**
 * The shared list and form screens with a real resource definition (reviews), in happy-dom against
 * the REAL app served over local HTTP (createTestApp on PGlite): no mocks of our own code.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api } from "#app/api-client.ts";
import { TextLanguage } from "#app/i18n/text.ts";
import { adminResource } from "#content-types/define.ts";
import { reviewType } from "#content-types/reviews.ts";
import { adminApiSettings } from "./api-settings.ts";
import { ResourceForm } from "./ResourceForm.tsx";
import { ResourceList } from "./ResourceList.tsx";
import { auditLog } from "./resources/audit-log.ts";

const reviews = adminResource(reviewType);

let child: ChildProcess;
let origin: string;

async function browserFetch(path: string, init: RequestInit = {}) {
  return fetch(`${origin}${path}`, { credentials: "include", ...init });
}

const xsrf = () => decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "");

beforeAll(async () => {
  // the real app in its own process (tests/support/admin-test-server.ts): real HTTP, real cookies
  child = spawn(process.execPath, ["--import", "tsx", "tests/support/admin-test-server.ts"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`test server exited ${code}`)));
  });
  const info = JSON.parse(first) as { origin: string; email: string; password: string };
  origin = info.origin;
  // the page lives on the API's origin, so its cookies (session, XSRF-TOKEN) are same-origin
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/cougarXr7`);
  api.configure({ ...adminApiSettings("en"), baseUrl: `${origin}/api` });
  await browserFetch("/api/csrf-cookie");
  const login = await browserFetch("/api/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": xsrf() },
    body: JSON.stringify({ email: info.email, password: info.password }),
  });
  expect(login.status).toBe(200);
}, 120_000);

afterEach(() => cleanup());

afterAll(() => {
  child?.stdin?.end();
});

function renderAt(path: string, routes: { path: string; element: React.ReactNode }[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TextLanguage lang={"en"}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </TextLanguage>,
  );
  return router;
}

const routes = [
  { path: "/cougarXr7/reviews/overzicht", element: <ResourceList def={reviews} /> },
  { path: "/cougarXr7/reviews/toevoegen", element: <ResourceForm def={reviews} mode="create" /> },
  { path: "/cougarXr7/reviews/wijzigen/:id", element: <EditReview /> },
];

function EditReview() {
  const id = Number(window.location.pathname.split("/").pop());
  return <ResourceForm def={reviews} mode="update" id={Number.isFinite(id) ? id : undefined} />;
}

describe("ResourceForm with the reviews definition", () => {
  it("shows the requirements' required-field message with the field's label and sends nothing", async () => {
    renderAt("/cougarXr7/reviews/toevoegen", routes);
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("The 'Name' field is required")).toBeTruthy();
    expect(screen.getByText("The 'Text' field is required")).toBeTruthy();
    const list = await (await browserFetch("/api/reviews")).json();
    expect(list.meta.total).toBe(0);
  });

  it("creates a review through the API, toasts its name and counts the remaining characters", async () => {
    const router = renderAt("/cougarXr7/reviews/toevoegen", routes);
    fireEvent.input(await screen.findByLabelText(/^Name/), { target: { value: "Jan Jansen" } });
    const text = screen.getByLabelText(/^Text/);
    fireEvent.input(text, { target: { value: "Snelle hulp!" } });
    expect(screen.getByText(`${5000 - "Snelle hulp!".length} characters left`)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The review “Jan Jansen” has been added")).toBeTruthy();
    const list = await (await browserFetch("/api/reviews")).json();
    expect(list.data.map((r: { name: string }) => r.name)).toContain("Jan Jansen");
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/\/cougarXr7\/reviews\/(wijzigen\/\d+|overzicht)$/),
    );
  });

  it("an unknown id shows 'Review not found' and returns to the list", async () => {
    const router = renderAt("/cougarXr7/reviews/wijzigen/999999", routes);
    expect(await screen.findByText("Review not found")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/cougarXr7/reviews/overzicht"));
  });
});

describe("ResourceList with the reviews definition", () => {
  it("lists, searches and deletes after confirming", async () => {
    const token = xsrf();
    expect(token).not.toBe("");
    for (const name of ["Anna de Vries", "Piet Bakker"]) {
      const res = await browserFetch("/api/reviews/add-review", {
        method: "POST",
        headers: { "content-type": "application/json", "x-xsrf-token": token },
        body: JSON.stringify({ name, text: "Top service", rating: 5, visible: true }),
      });
      expect(res.status).toBeLessThan(300);
    }
    renderAt("/cougarXr7/reviews/overzicht", routes);
    expect(await screen.findByText("Anna de Vries")).toBeTruthy();
    expect(screen.getByText("Piet Bakker")).toBeTruthy();

    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "Piet" } });
    await waitFor(() => expect(screen.queryByText("Anna de Vries")).toBeNull(), { timeout: 3000 });

    fireEvent.click(screen.getByRole("button", { name: "Delete Piet Bakker" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Piet Bakker");
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete" }));
    expect(await screen.findByText("The review “Piet Bakker” has been deleted")).toBeTruthy();
    const list = await (await browserFetch("/api/reviews?per_page=100")).json();
    expect(list.data.map((r: { name: string }) => r.name)).not.toContain("Piet Bakker");
  });
});

describe("ResourceList with filters (the audit log)", () => {
  it("sends each filter as a query parameter and keeps it in the address", async () => {
    const token = xsrf();
    const res = await browserFetch("/api/reviews/add-review", {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": token },
      body: JSON.stringify({ name: "Filter Fenna", text: "Prima", rating: 4, visible: true }),
    });
    expect(res.status).toBeLessThan(300);
    const router = renderAt("/cougarXr7/auditlog", [
      { path: "/cougarXr7/auditlog", element: <ResourceList def={auditLog} /> },
    ]);
    const rowTexts = () => [...document.querySelectorAll("[data-row]")].map((row) => row.textContent ?? "");
    // the login of this test's session is listed
    await waitFor(() => expect(rowTexts().some((text) => text.includes("Logged in"))).toBe(true));

    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "review" } });
    await waitFor(() => {
      const texts = rowTexts();
      expect(texts.some((text) => text.includes("Filter Fenna"))).toBe(true);
      expect(texts.every((text) => text.includes("Reviews"))).toBe(true);
    });
    expect(router.state.location.search).toContain("type=review");

    fireEvent.change(screen.getByLabelText("User (id or e-mail)"), { target: { value: "nobody-at-all" } });
    await waitFor(() => expect(rowTexts()).toEqual([]), { timeout: 3000 });
    expect(router.state.location.search).toContain("user=nobody-at-all");
  });

  it("keeps both of two boxes cleared in quick succession (each timer starts from the newest address)", async () => {
    const router = renderAt("/cougarXr7/auditlog?search=no-such-title&user=nobody-at-all", [
      { path: "/cougarXr7/auditlog", element: <ResourceList def={auditLog} /> },
    ]);
    const search = screen.getByRole("searchbox", { name: "Title" }) as HTMLInputElement;
    const user = screen.getByLabelText("User (id or e-mail)") as HTMLInputElement;
    expect([search.value, user.value]).toEqual(["no-such-title", "nobody-at-all"]);
    const rowTexts = () => [...document.querySelectorAll("[data-row]")].map((row) => row.textContent ?? "");
    await waitFor(() => expect(screen.getByText("Nothing found.")).toBeTruthy());

    // the editor empties the search, then the user box, within the 300 ms of the first
    fireEvent.change(search, { target: { value: "" } });
    fireEvent.change(user, { target: { value: "" } });
    await waitFor(() => expect(rowTexts().some((text) => text.includes("Logged in"))).toBe(true), {
      timeout: 3000,
    });
    // both timers have run: neither filter is back in the address, the boxes stay empty
    await new Promise((resolve) => setTimeout(resolve, 600));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get("search")).toBeNull();
    expect(params.get("user")).toBeNull();
    expect([search.value, user.value]).toEqual(["", ""]);
  });
});
