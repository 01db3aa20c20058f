/**
 * The messages built from a definition's entity (core/content/entity-messages.ts) are the texts of
 * the requirements word for word: §8's not-found toasts and §5's "already exists" of the unique
 * titles. A definition whose entity is spelled otherwise ("de nieuws item") fails here.
 */
import { describe, expect, it } from "vitest";
import { existsMessage } from "#core/content/entity-messages.ts";
import { customerType } from "./customers.ts";
import { uniqueMessage } from "./define.ts";
import { featureType } from "./features.ts";
import { newsCategoryType, newsGroupType, newsType } from "./news.ts";
import { pageType } from "./pages.ts";
import { productType } from "./products.ts";
import { redirectType } from "./redirects.ts";
import { reviewType } from "./reviews.ts";
import { serviceGroupType, serviceType } from "./services.ts";
import { newPcStatusType, repairStatusType } from "./statuses.ts";
import { tipType } from "./tips.ts";
import { zzpProductType } from "./zzp-products.ts";

describe("messages read from the definition's entity", () => {
  it("not found: the toasts of requirements §8", () => {
    const notFound = [
      [pageType, "Page not found", "Pagina niet gevonden"],
      [featureType, "Feature not found", "Kenmerk niet gevonden"],
      [serviceType, "Service not found", "Service niet gevonden"],
      [newsType, "News item not found", "Nieuwsitem niet gevonden"],
      [tipType, "Tip not found", "Tip niet gevonden"],
      [reviewType, "Review not found", "Review niet gevonden"],
      [productType, "Product not found", "Product niet gevonden"],
      [zzpProductType, "Zzp product not found", "Zzp-product niet gevonden"],
      [newPcStatusType, "Status new pc not found", "Status nieuwe pc niet gevonden"],
      [repairStatusType, "Status repair not found", "Status reparatie niet gevonden"],
      [newsGroupType, "News group not found", "Nieuwsgroep niet gevonden"],
      [newsCategoryType, "News category not found", "Nieuwscategorie niet gevonden"],
      [serviceGroupType, "Service group not found", "Servicegroep niet gevonden"],
      [redirectType, "Redirect not found", "Doorverwijzing niet gevonden"],
      [customerType, "Customer not found", "Klant niet gevonden"],
    ] as const;
    for (const [type, en, nl] of notFound) expect(type.notFound).toEqual({ en, nl });
  });

  it("already exists: the unique titles of requirements §5", () => {
    expect(uniqueMessage(newsType, "title")).toEqual({
      en: "There already exists a news item with this title, please choose another title",
      nl: "Er bestaat al een nieuwsitem met deze titel, kies een andere titel",
    });
    expect(uniqueMessage(tipType, "title").en).toBe(
      "There already exists a tip with this title, please choose another title",
    );
    expect(uniqueMessage(productType, "title").nl).toBe(
      "Er bestaat al een product met deze titel, kies een andere titel",
    );
    expect(uniqueMessage(pageType, "menu_title")).toEqual({
      en: "There already exists a page with this menu title, please choose another menu title",
      nl: "Er bestaat al een pagina met deze menutitel, kies een andere menutitel",
    });
    expect(existsMessage(newsCategoryType.entity).nl).toBe(
      "Er bestaat al een nieuwscategorie met deze titel, kies een andere titel",
    );
    expect(() => uniqueMessage(tipType, "subtitle")).toThrow(/not declared unique/);
  });
});
