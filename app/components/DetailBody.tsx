/** The body of a news item, tip or product detail: rich text beside an aside, and a back link. */
import type { ReactNode } from "react";
import { Icon } from "./Icon.tsx";

export function DetailBody({
  html,
  aside,
  backHref,
  backLabel,
  children,
}: {
  html: string;
  aside?: ReactNode;
  backHref: string;
  backLabel: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <div className={aside ? "grid gap-10 lg:grid-cols-3" : ""}>
        <article className={aside ? "lg:col-span-2" : "max-w-3xl"}>
          {children}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with sanitize-html when it was saved */}
          <div className="rich-text text-lg" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
        {/* on a phone the aside (price, details) comes first */}
        {aside ? <aside className="order-first space-y-6 lg:order-none">{aside}</aside> : null}
      </div>
      <a
        href={backHref}
        className="mt-12 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
      >
        <Icon name="chevronLeft" className="h-4 w-4" />
        {backLabel}
      </a>
    </div>
  );
}
