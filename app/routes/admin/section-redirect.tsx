/**
 * An unknown admin sub path goes to its section list (requirements §2); "pagina's" is the requirements' spelling
 * of the pages section; an unknown section goes to the dashboard.
 */
import { redirect } from "react-router";
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import { resourceFor } from "#app/admin/resources/index.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import type { Route } from "./+types/section-redirect";

export async function loader({ context, url }: Route.LoaderArgs) {
  await guardAdmin(context, url);
  const segments = decodeURIComponent(url.pathname).split("/").filter(Boolean);
  let section = segments[1] ?? "";
  if (section === "pagina's" || section === "pagina’s") {
    section = "paginas";
    const rest = segments.slice(2).join("/");
    // keep a valid screen (pagina's/wijzigen/3 → paginas/wijzigen/3); anything else lands on the list
    if (/^(overzicht|toevoegen|wijzigen\/\d+)$/.test(rest)) throw redirect(`${ADMIN_BASE}/paginas/${rest}`);
  }
  if (resourceFor(section)) throw redirect(`${ADMIN_BASE}/${section}/overzicht`);
  throw redirect(ADMIN_BASE);
}

export const headers = adminHeaders;

export default function SectionRedirect() {
  return null;
}
