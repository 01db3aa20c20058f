/**
 * A button that opens the contact (appointment) form is a link to the contact page: without
 * scripts it leads there (for a product question with the product named: `?product=<id>`); with
 * scripts the islands' boot script (app/islands/contact-open.ts) opens the contact dialog in place
 * instead, titled with the link's own words (`data-contact-title`) and about the product
 * (`data-product-id`). One component, so no button can forget either path.
 */
import type { AnchorHTMLAttributes, ReactNode } from "react";
import type { Language } from "#core/lang.ts";
import { PRODUCT_QUERY } from "#core/public/product-query.ts";
import { contactPath } from "#core/public/urls.ts";

/** the attributes app/islands/contact-open.ts reads */
export const CONTACT_OPEN_ATTRIBUTE = "data-contact-open";
export const CONTACT_TITLE_ATTRIBUTE = "data-contact-title";
export const CONTACT_PRODUCT_ATTRIBUTE = "data-product-id";
/** the product's name, for the dialog's "Your question is about: …" (the contact page looks it up itself) */
export const CONTACT_PRODUCT_TITLE_ATTRIBUTE = "data-product-title";
/** the query parameter of the contact page that names the product a question is about */
export { PRODUCT_QUERY };

export function contactHref(lang: Language, productId?: number | null): string {
  return productId ? `${contactPath(lang)}?${PRODUCT_QUERY}=${productId}` : contactPath(lang);
}

export function ContactLink({
  lang,
  title,
  productId,
  productTitle,
  children,
  ...rest
}: {
  lang: Language;
  /** the dialog's title: the words of the button (default: "Make an appointment") */
  title?: string;
  /** the product a question is about */
  productId?: number | null;
  /** the product's name, shown by the dialog */
  productTitle?: string;
  children: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "children">) {
  const attributes: Record<string, string> = { [CONTACT_OPEN_ATTRIBUTE]: "" };
  if (title) attributes[CONTACT_TITLE_ATTRIBUTE] = title;
  if (productId) attributes[CONTACT_PRODUCT_ATTRIBUTE] = String(productId);
  if (productId && productTitle) attributes[CONTACT_PRODUCT_TITLE_ATTRIBUTE] = productTitle;
  return (
    <a href={contactHref(lang, productId)} {...attributes} {...rest}>
      {children}
    </a>
  );
}
