/**
 * Rich text (TipTap HTML) is sanitised on save with an allow-list: what is not listed
 * is dropped. No script, style, iframe, event handler, `javascript:`/`data:` URL survives.
 */
import sanitizeHtml from "sanitize-html";
import { type ContentType, richTextFields } from "#content-types/define.ts";
import { isSafeLink } from "#core/validation/link.ts";

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "strong",
    "em",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "br",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
    "code",
    "pre",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  // links: http(s), mailto, tel and relative urls; images: see `allowedImageSrc` below
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // contents of these are dropped entirely, not kept as text
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
  ],
  disallowedTagsMode: "discard",
  transformTags: {
    // a link that opens a new tab must not hand the opener to the other site
    a: (tagName, attribs) => {
      const next = { ...attribs };
      // the site's link rule (core/validation/link.ts), plus mail and phone links
      if (next.href && !isSafeLink(next.href) && !/^(mailto|tel):[^\s<>"']+$/i.test(next.href))
        delete next.href;
      if (next.target && next.target !== "_blank" && next.target !== "_self") delete next.target;
      if (next.target === "_blank") next.rel = "noopener noreferrer";
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.src && !allowedImageSrc(next.src)) delete next.src;
      for (const size of ["width", "height"] as const) {
        if (next[size] !== undefined && !/^\d{1,5}$/.test(next[size])) delete next[size];
      }
      return { tagName, attribs: next };
    },
    td: numericSpans,
    th: numericSpans,
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

function numericSpans(tagName: string, attribs: sanitizeHtml.Attributes) {
  const next = { ...attribs };
  for (const span of ["colspan", "rowspan"] as const) {
    if (next[span] !== undefined && !/^\d{1,3}$/.test(next[span])) delete next[span];
  }
  return { tagName, attribs: next };
}

/** Images: our own uploads (/uploads/…) or an https address; never data:, javascript: or relative tricks. */
export function allowedImageSrc(src: string): boolean {
  return /^\/uploads\/[A-Za-z0-9._\-/]+$/.test(src) && !src.includes("..")
    ? true
    : /^https:\/\/[^\s]+$/i.test(src);
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * Sanitises, in place, the fields a content-type definition declares as rich text; every other field
 * is plain text and kept exactly as typed (it is shown as text, never as HTML).
 */
export function sanitizeRichFields(type: ContentType, values: Record<string, unknown>): void {
  for (const field of richTextFields(type)) {
    const value = values[field];
    if (typeof value === "string") values[field] = sanitizeRichText(value);
  }
}
