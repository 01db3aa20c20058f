/** The translator the interface texts go through (text.ts): keys, fallback, placeholders, plurals, lists, language. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { adminTexts } from "./locales/admin.ts";
import { type Catalog, TextLanguage, translator, useTexts } from "./text.ts";

const texts = {
  en: {
    greeting: "Hello {{name}}",
    nested: { deep: "Deep" },
    items_one: "{{count}} item",
    items_other: "{{count}} items",
    steps: ["Call {{phone}}", "Wait"],
  },
  nl: {
    greeting: "Hallo {{name}}",
    nested: { deep: "Diep" },
    onlyDutch: "Alleen Nederlands",
    items_one: "{{count}} ding",
    items_other: "{{count}} dingen",
    steps: ["Bel {{phone}}", "Wacht"],
  },
} as const;

function Hello() {
  const { t, lang } = useTexts(texts);
  return <p>{`${lang}: ${t("nested.deep")}`}</p>;
}

describe("translator", () => {
  it("reads dotted keys and fills placeholders in the language asked for", () => {
    expect(translator(texts, "en")("greeting", { name: "Ann" })).toBe("Hello Ann");
    expect(translator(texts, "nl")("greeting", { name: "Ann" })).toBe("Hallo Ann");
    expect(translator(texts, "en")("nested.deep")).toBe("Deep");
    // a placeholder without a value stays visible rather than vanishing
    expect(translator(texts, "en")("greeting")).toBe("Hello {{name}}");
  });

  it("falls back to Dutch, then to the key", () => {
    const t = translator(texts, "en") as (key: string) => string;
    expect(t("onlyDutch")).toBe("Alleen Nederlands");
    expect(t("no.such.key")).toBe("no.such.key");
  });

  it("chooses the plural form by count", () => {
    expect(translator(texts, "en")("items", { count: 1 })).toBe("1 item");
    expect(translator(texts, "en")("items", { count: 0 })).toBe("0 items");
    expect(translator(texts, "nl")("items", { count: 2 })).toBe("2 dingen");
    // the real dictionaries use it too
    expect(adminTexts("nl")("form.charactersLeft", { count: 1 })).toBe("Nog 1 tekens over");
  });

  it("returns lists with their placeholders filled", () => {
    expect(translator(texts, "nl")("steps", { returnObjects: true, phone: "015" })).toEqual([
      "Bel 015",
      "Wacht",
    ]);
  });

  it("knows the keys of the real dictionaries (read from their JSON catalogs) as types", () => {
    const t = adminTexts("en");
    expect(t("form.charactersLeft", { count: 2 })).toBe("2 characters left");
    // @ts-expect-error a key the dictionary does not have is a type error, not a key shown on the page
    expect(t("form.noSuchText")).toBe("form.noSuchText");
  });

  it("checks that an area's two catalogs have the same keys (a type-level check)", () => {
    const en = { a: "A", nested: { b: "B" }, list: ["x"] };
    const nl = { a: "Een", nested: { b: "Bee" }, list: ["y", "z"] };
    expect({ en, nl } satisfies Catalog<typeof en, typeof nl>).toEqual({ en, nl });
    const dutchMissing = { a: "Een", nested: {}, list: ["y"] };
    // @ts-expect-error a text missing in Dutch
    expect({ en, nl: dutchMissing } satisfies Catalog<typeof en, typeof dutchMissing>).toBeDefined();
    const dutchExtra = { ...nl, c: "Cee" };
    // @ts-expect-error a text only in Dutch
    expect({ en, nl: dutchExtra } satisfies Catalog<typeof en, typeof dutchExtra>).toBeDefined();
    const listForText = { ...nl, a: ["Een"] };
    // @ts-expect-error a list where the other language has a text
    expect({ en, nl: listForText } satisfies Catalog<typeof en, typeof listForText>).toBeDefined();
  });

  it("gives components the language of the TextLanguage around them", () => {
    expect(renderToStaticMarkup(<Hello />)).toBe("<p>nl: Diep</p>");
    expect(
      renderToStaticMarkup(
        <TextLanguage lang="en">
          <Hello />
        </TextLanguage>,
      ),
    ).toBe("<p>en: Deep</p>");
  });
});
