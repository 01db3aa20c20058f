// @vitest-environment happy-dom
/**
 * The headings of a block's items (services, cards, columns, questions) sit one level under the
 * block's title; a block without a title has no h2 of its own, so its items are the h2s after the
 * page's h1 (Lighthouse and axe: heading order). Rendered with the real services block.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { TextLanguage } from "#app/i18n/text.ts";
import { serviceBlock } from "#core/blocks/service.ts";
import { ServiceBlock } from "../service/ServiceBlock.tsx";
import { emptyBlockData } from "../types.ts";

afterEach(cleanup);

const service = { id: 7, title: "Computerreparatie", description: "Snel weer aan het werk", icon: "tools" };

function renderServices(title: string) {
  // every other option at its default, as a saved page has it
  const block = serviceBlock.parse({ id: "1", type: "service", title, service_ids: [service.id] });
  const data = { ...emptyBlockData(), services: { 1: [service] } };
  return render(
    <TextLanguage lang={"nl"}>
      <ServiceBlock block={block} lang="nl" data={data} pageUrl="diensten" />
    </TextLanguage>,
  );
}

it("an item is an h3 under the block's own title", () => {
  const { container } = renderServices("Onze diensten");
  expect(container.querySelector("h2")?.textContent).toBe("Onze diensten");
  expect(container.querySelector("h3")?.textContent).toBe("Computerreparatie");
});

it("an item is an h2 when the block has no title", () => {
  const { container } = renderServices("");
  expect(container.querySelector("h3")).toBeNull();
  expect([...container.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(["Computerreparatie"]);
});
