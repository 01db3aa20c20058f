import { describe, expect, it } from "vitest";
import { buildMenus, type MenuPage } from "./menu.ts";

const page = (over: Partial<MenuPage> & { id: number; full_url: string }): MenuPage => ({
  title: `Page ${over.id}`,
  menu_title: "",
  belongs_to: null,
  visible_in_menu: true,
  visible_in_top_menu: false,
  visible_in_footer_menu: false,
  position_in_menu: over.id,
  position_in_top_menu: 0,
  position_in_footer_menu: 0,
  ...over,
});

describe("buildMenus", () => {
  it("nests children under their parent and orders by position", () => {
    const menus = buildMenus(
      [
        page({ id: 1, full_url: "diensten", menu_title: "Diensten", position_in_menu: 2 }),
        page({ id: 2, full_url: "diensten/reparatie", belongs_to: 1 }),
        page({ id: 3, full_url: "over-ons", position_in_menu: 1 }),
        page({ id: 4, full_url: "verborgen", visible_in_menu: false, visible_in_footer_menu: true }),
        page({
          id: 5,
          full_url: "privacy",
          visible_in_menu: false,
          visible_in_top_menu: true,
          position_in_top_menu: 2,
        }),
        page({
          id: 6,
          full_url: "klanten",
          visible_in_menu: false,
          visible_in_top_menu: true,
          position_in_top_menu: 1,
        }),
      ],
      "nl",
    );
    expect(menus.main.map((m) => m.href)).toEqual(["/over-ons", "/diensten"]);
    expect(menus.main[1].label).toBe("Diensten");
    expect(menus.main[1].children.map((c) => c.href)).toEqual(["/diensten/reparatie"]);
    expect(menus.top.map((m) => m.href)).toEqual(["/klanten", "/privacy"]);
    expect(menus.footer.map((m) => m.href)).toEqual(["/verborgen"]);
  });
  it("English links carry the /en prefix; home maps to /en", () => {
    const menus = buildMenus(
      [page({ id: 1, full_url: "home-en" }), page({ id: 2, full_url: "services" })],
      "en",
    );
    expect(menus.main.map((m) => m.href)).toEqual(["/en", "/en/services"]);
  });

  it("nests at any depth and survives a belongs_to cycle", () => {
    const menus = buildMenus(
      [
        page({ id: 1, full_url: "diensten" }),
        page({ id: 2, full_url: "diensten/reparatie", belongs_to: 1 }),
        page({ id: 3, full_url: "diensten/reparatie/laptop", belongs_to: 2 }),
        page({ id: 4, full_url: "diensten/reparatie/laptop/scherm", belongs_to: 3 }),
        page({ id: 5, full_url: "a", belongs_to: 6 }),
        page({ id: 6, full_url: "b", belongs_to: 5 }),
      ],
      "nl",
    );
    const [diensten] = menus.main;
    expect(diensten.children[0].children[0].href).toBe("/diensten/reparatie/laptop");
    expect(diensten.children[0].children[0].children.map((c) => c.href)).toEqual([
      "/diensten/reparatie/laptop/scherm",
    ]);
    // pages that only belong to each other reach no top level: left out, and no endless tree
    expect(menus.main.map((m) => m.href)).toEqual(["/diensten"]);
  });
});
