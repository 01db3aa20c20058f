/** The admin menu of requirements §2, in its order. Labels are keys of the admin i18n namespace. */

import type { admin } from "#app/i18n/locales/admin.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import type { Language } from "#core/lang.ts";
import { authPaths } from "#core/session/paths.ts";

/** a label of the menu: a key under `menu` of the admin namespace, so `t(key)` is checked */
export type MenuKey = `menu.${keyof typeof admin.en.menu}`;
/**
 * `to` is the address (the admin's own screens have one for both interface languages); `en` the
 * English address of a screen outside the admin that has one per language (the account screens).
 */
export type MenuItem = { key: MenuKey; to: string; en?: string };
export type MenuGroup = { key: MenuKey; to?: string; items?: MenuItem[] };

/** where a menu item leads in the admin's interface language */
export function menuPath(item: MenuItem, lang: Language): string {
  return lang === "en" && item.en ? item.en : item.to;
}

const B = ADMIN_BASE;

export const adminMenu: MenuGroup[] = [
  { key: "menu.dashboard", to: B },
  {
    key: "menu.pageManagement",
    items: [
      { key: "menu.pages", to: `${B}/paginas/overzicht` },
      { key: "menu.features", to: `${B}/kenmerken/overzicht` },
      { key: "menu.serviceGroups", to: `${B}/service-groepen/overzicht` },
      { key: "menu.services", to: `${B}/services/overzicht` },
      { key: "menu.reviews", to: `${B}/reviews/overzicht` },
      { key: "menu.redirects", to: `${B}/doorverwijzingen/overzicht` },
    ],
  },
  {
    key: "menu.newsManagement",
    items: [
      { key: "menu.news", to: `${B}/nieuws/overzicht` },
      { key: "menu.newsCategories", to: `${B}/nieuws-categorieen/overzicht` },
      { key: "menu.newsGroups", to: `${B}/nieuws-groepen/overzicht` },
    ],
  },
  { key: "menu.tips", to: `${B}/tips/overzicht` },
  { key: "menu.customers", to: `${B}/klanten/overzicht` },
  {
    key: "menu.emails",
    items: [
      { key: "menu.emailsContact", to: `${B}/emails/overzicht` },
      { key: "menu.emailsPhone", to: `${B}/emails-mobiel/overzicht` },
      { key: "menu.emailsRemote", to: `${B}/emails-hulp-op-afstand/overzicht` },
    ],
  },
  {
    key: "menu.products",
    items: [
      { key: "menu.productsAll", to: `${B}/producten/overzicht` },
      { key: "menu.zzpProducts", to: `${B}/zzp-producten/overzicht` },
    ],
  },
  {
    key: "menu.statuses",
    items: [
      { key: "menu.statusNewPc", to: `${B}/nieuwe-pcs/overzicht` },
      { key: "menu.statusRepair", to: `${B}/reparaties/overzicht` },
    ],
  },
  { key: "menu.accountant", to: `${B}/boekhouding/downloads/wijzigen/current` },
  // not in requirements §2: the proof of visitors' cookie choices (server/consent/)
  { key: "menu.consentLog", to: `${B}/toestemmingen` },
  // not in requirements §2: who did what in the CMS (server/audit/)
  { key: "menu.auditLog", to: `${B}/auditlog` },
  // not in requirements §2: cookieless visit counts (server/visits/)
  { key: "menu.visits", to: `${B}/bezoekers` },
  // issue 22: appointment booking (app/admin/booking/)
  { key: "menu.bookings", to: `${B}/afspraken` },
  // the account screens every role shares (app/routes/auth), outside the admin frame
  {
    key: "menu.account",
    items: [
      { key: "menu.twoFactor", to: authPaths.twoFactor.nl, en: authPaths.twoFactor.en },
      { key: "menu.changePassword", to: authPaths.changePassword.nl, en: authPaths.changePassword.en },
    ],
  },
];
