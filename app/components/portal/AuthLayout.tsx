/**
 * The frame of the login, password and permission screens: the company name (link home), a language
 * switch and a centred card. Readable on a phone (full width) and on a desktop.
 */
import type { ReactNode } from "react";
import type { Language } from "#core/lang.ts";
import { CompanyHomeLink } from "./CompanyHomeLink.tsx";
import { LanguageLink } from "./LanguageLink.tsx";

export function AuthLayout({
  lang,
  title,
  intro,
  children,
}: {
  lang: Language;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <CompanyHomeLink lang={lang} className="text-lg font-bold text-brand-900" />
          <LanguageLink className="text-brand-700" />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:py-16">
        <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
