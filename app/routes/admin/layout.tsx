/**
 * The admin base path (ADMIN_BASE): the admin shell. The server loader guards (cms-admin only) and reads the interface
 * language; the screens render in the browser from the API (TanStack Query).
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Outlet } from "react-router";
import { AdminShell } from "#app/admin/AdminShell.tsx";
import { adminApiSettings } from "#app/admin/api-settings.ts";
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import { ADMIN_LANG_COOKIE, adminLanguageFrom } from "#app/admin/language.ts";
import { api } from "#app/api-client.ts";
import { adminTexts } from "#app/i18n/locales/admin.ts";
import { TextLanguage } from "#app/i18n/text.ts";
import type { Route } from "./+types/layout";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const user = await guardAdmin(context, url);
  return { user: { name: user.name }, lang: adminLanguageFrom(request.headers.get("cookie")) };
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Delft IT Service — CMS" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const [lang, setLang] = useState(loaderData.lang);
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
      }),
  );
  // the API client speaks the interface language while the admin is open; the screens render only
  // after hydration (below), so this is in place before their first call
  useEffect(() => api.configure(adminApiSettings(lang)), [lang]);
  // the screens use browser-only widgets (TipTap, FilePond): render them after hydration
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // <html lang> follows the interface language when it is switched (the root loader sets it on load)
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const toggle = () => {
    const next = lang === "nl" ? "en" : "nl";
    // biome-ignore lint/suspicious/noDocumentCookie: one plain value, read back by the server loader
    document.cookie = `${ADMIN_LANG_COOKIE}=${next}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
    setLang(next);
    // the refetch below starts before the effect above runs again: switch the client's language now
    api.configure(adminApiSettings(next));
    queryClient.invalidateQueries();
  };

  return (
    <TextLanguage lang={lang}>
      <QueryClientProvider client={queryClient}>
        <div lang={lang}>
          <AdminShell userName={loaderData.user.name} onToggleLanguage={toggle}>
            {hydrated ? <Outlet /> : <p className="text-slate-500">{adminTexts(lang)("form.loading")}</p>}
          </AdminShell>
        </div>
      </QueryClientProvider>
    </TextLanguage>
  );
}
