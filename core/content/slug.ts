/**
 * URL helpers: a url segment is lower-case letters, digits and dashes ("computer-reparatie").
 * Pure: the admin forms use `slugify` to propose an url from the title.
 */
export const URL_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " en ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 200);
}

/** Pages whose full url is their plain url: the home and contact pages (requirements §2). */
export const ROOT_PAGE_URLS = ["home-nl", "home-en", "contact-nl", "contact-en"] as const;

/** The full url of a page: the parent's full url + "/" + the page's url; fixed pages stay plain. */
export function joinFullUrl(parentFullUrl: string | null, url: string): string {
  if ((ROOT_PAGE_URLS as readonly string[]).includes(url)) return url;
  if (!parentFullUrl || (ROOT_PAGE_URLS as readonly string[]).includes(parentFullUrl)) return url;
  return `${parentFullUrl}/${url}`;
}
