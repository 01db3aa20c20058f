/**
 * The meta of the account screens (change password, two-step verification): the screen's title in
 * the address's language, and never indexed. The loader lives in account-screen.server.ts.
 */

import { authTexts } from "#app/i18n/locales/auth.ts";
import type { Language } from "#core/lang.ts";

export function accountScreenMeta(titleKey: "change.title" | "twoFactor.title") {
  return ({ loaderData }: { loaderData?: { lang: Language } }) => {
    const lang = loaderData?.lang ?? "nl";
    return [
      { title: `${authTexts(lang)(titleKey)} | Delft IT Service` },
      { name: "robots", content: "noindex, nofollow" },
    ];
  };
}
