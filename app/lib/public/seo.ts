/**
 * Search-engine tags as React Router meta descriptors: title with the company suffix,
 * description, canonical (Dutch without /nl), hreflang nl/en/x-default, Open Graph, Twitter, JSON-LD.
 */
import type { MetaDescriptor } from "react-router";
import { company } from "#core/company.ts";
import type { Language } from "#core/lang.ts";

export const TITLE_SUFFIX = ` | ${company.name}`;

/** paths (not urls) of this page in each language; null when there is no sibling */
export interface Alternates {
  nl: string | null;
  en: string | null;
}

export interface Seo {
  lang: Language;
  title: string;
  description: string;
  /** canonical path of this page */
  path: string;
  alternates: Alternates;
  /** facebook image (an /uploads path) */
  image?: string;
  type?: "website" | "article" | "product";
  jsonLd?: Record<string, unknown>[];
}

const absolute = (publicUrl: string, path: string) => (/^https?:/.test(path) ? path : `${publicUrl}${path}`);

export function pageTitle(title: string): string {
  return title ? `${title}${TITLE_SUFFIX}` : company.name;
}

export function seoMeta(seo: Seo, publicUrl: string): MetaDescriptor[] {
  const url = absolute(publicUrl, seo.path);
  const tags: MetaDescriptor[] = [
    { title: pageTitle(seo.title) },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type === "article" ? "article" : "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: seo.lang === "en" ? "en_GB" : "nl_NL" },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.image) {
    tags.push({ property: "og:image", content: absolute(publicUrl, seo.image) });
    tags.push({ name: "twitter:image", content: absolute(publicUrl, seo.image) });
  }
  const { nl, en } = seo.alternates;
  if (nl && en) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "nl", href: absolute(publicUrl, nl) });
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "en", href: absolute(publicUrl, en) });
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(publicUrl, nl) });
  }
  for (const data of seo.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** JSON-LD LocalBusiness of the home pages: address and opening hours (requirements §9: 9:00 till 20:00). */
export function localBusinessJsonLd(publicUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ComputerStore",
    name: company.name,
    url: publicUrl,
    telephone: company.phone,
    email: company.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.street,
      postalCode: company.zip,
      addressLocality: company.city,
      addressCountry: company.country,
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: company.openingHours.opens,
        closes: company.openingHours.closes,
      },
    ],
  };
}
