// @vitest-environment happy-dom
/**
 * Public components link with plain <a href> (a full page load on a public page; inside the admin's
 * live preview a router <Link> would navigate the admin app instead) and hold no state: rendered
 * here without any router, which a <Link> or a router hook would need. The sliders' and the FAQ's
 * server HTML carries what works without a script: dot links to slide ids, <details>.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FaqBlock } from "#app/blocks/faq/FaqBlock.tsx";
import { SliderTextBlock } from "#app/blocks/slider-text/SliderTextBlock.tsx";
import { emptyBlockData } from "#app/blocks/types.ts";
import { TextLanguage } from "#app/i18n/text.ts";
import { faqBlock } from "#core/blocks/faq.ts";
import { sliderTextBlock } from "#core/blocks/slider-text.ts";
import { ItemCard } from "./ItemCard.tsx";
import { Pagination } from "./Pagination.tsx";

afterEach(cleanup);

const inDutch = (node: React.ReactNode) => render(<TextLanguage lang="nl">{node}</TextLanguage>);
const hrefs = (container: HTMLElement) =>
  [...container.querySelectorAll("a")].map((a) => a.getAttribute("href"));

describe("overviews", () => {
  it("pagination: previous, the pages and next are links with ?page=", () => {
    const { container } = inDutch(<Pagination path="/nieuws" page={2} pages={3} />);
    expect(hrefs(container)).toEqual(["/nieuws", "/nieuws", "/nieuws?page=3", "/nieuws?page=3"]);
    expect(container.querySelector('[aria-current="page"]')?.textContent).toContain("2");
  });

  it("a card is one link to its detail page", () => {
    const card = { id: 1, title: "Nieuw", intro: "", image: "", href: "/nieuws/nieuw" };
    const { container } = inDutch(<ItemCard card={card} />);
    expect(hrefs(container)).toEqual(["/nieuws/nieuw"]);
  });
});

describe("blocks without a script", () => {
  it("the slider text block: slides with ids, dots linking to them, buttons hidden until enhanced", () => {
    const block = sliderTextBlock.parse({
      id: "quotes 1",
      type: "slider_text",
      slides: [
        { title: "Een", text: "" },
        { title: "Twee", text: "" },
      ],
    });
    const { container } = inDutch(
      <SliderTextBlock block={block} lang="nl" data={emptyBlockData()} pageUrl="" />,
    );
    const ids = [...container.querySelectorAll('[aria-roledescription="slide"]')].map((s) => s.id);
    expect(ids).toEqual(["block-quotes-1-slide-1", "block-quotes-1-slide-2"]);
    expect(hrefs(container)).toEqual(["#block-quotes-1-slide-1", "#block-quotes-1-slide-2"]);
    const buttons = [...container.querySelectorAll("button")];
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button.hidden).toBe(true);
  });

  it("the FAQ: a <details> per question, its <summary> the question", () => {
    const block = faqBlock.parse({
      id: "faq",
      type: "faq",
      items: [{ question: "Wat kost het?", answer: "Niets." }],
    });
    const { container } = inDutch(<FaqBlock block={block} lang="nl" data={emptyBlockData()} pageUrl="" />);
    const details = container.querySelectorAll("details");
    expect(details).toHaveLength(1);
    expect(details[0]?.querySelector("summary")?.textContent).toBe("Wat kost het?");
    expect(details[0]?.textContent).toContain("Niets.");
    expect(container.querySelector("button")).toBeNull();
  });
});
