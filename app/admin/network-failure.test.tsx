// @vitest-environment happy-dom
/**
 * requirements §8: when the API cannot be reached at all, the admin says so in the interface
 * language ("… Controleer je internetverbinding en probeer het opnieuw."), on the list and on a save,
 * instead of the generic "Sorry, er ging iets mis.". The API base points at a port nobody listens on:
 * a real connection refusal, nothing mocked.
 */
import { createServer } from "node:net";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { api } from "#app/api-client.ts";
import { common } from "#app/i18n/locales/common.ts";
import { TextLanguage } from "#app/i18n/text.ts";
import { adminResource } from "#content-types/define.ts";
import { reviewType } from "#content-types/reviews.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { adminApiSettings } from "./api-settings.ts";
import { ResourceForm } from "./ResourceForm.tsx";
import { ResourceList } from "./ResourceList.tsx";

const reviews = adminResource(reviewType);

const NETWORK_NL = common.nl.errors.network;

/** a port that was free a moment ago and has nobody listening now */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  api.configure({ ...adminApiSettings("nl"), baseUrl: `http://127.0.0.1:${await closedPort()}/api` });
});

afterEach(() => cleanup());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: `${ADMIN_BASE}/reviews/overzicht`, element: <ResourceList def={reviews} /> },
      { path: `${ADMIN_BASE}/reviews/toevoegen`, element: <ResourceForm def={reviews} mode="create" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TextLanguage lang={"nl"}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </TextLanguage>,
  );
}

describe("the admin without a network", () => {
  it("the requirements text is the Dutch one of the dictionary", () => {
    expect(NETWORK_NL).toBe(
      "Sorry, er ging iets mis. Controleer je internetverbinding en probeer het opnieuw.",
    );
  });

  it("a list that cannot load says to check the internet connection", async () => {
    renderAt(`${ADMIN_BASE}/reviews/overzicht`);
    // the API client retries reads three times (requirements §9) before it gives up
    expect(await screen.findByText(NETWORK_NL, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(common.nl.errors.general)).toBeNull();
  }, 15_000);

  it("a save that cannot reach the server says to check the internet connection", async () => {
    renderAt(`${ADMIN_BASE}/reviews/toevoegen`);
    fireEvent.input(await screen.findByLabelText(/^Naam/), { target: { value: "Jan Jansen" } });
    fireEvent.input(screen.getByLabelText(/^Tekst/), { target: { value: "Snelle hulp!" } });
    fireEvent.click(screen.getByRole("button", { name: "Opslaan" }));
    expect(await screen.findByText(NETWORK_NL, {}, { timeout: 10_000 })).toBeTruthy();
  }, 15_000);
});
