/** ADMIN_BASE/toestemmingen — the consent log: look up a consent id, export as CSV (read only). */
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import { ResourceList } from "#app/admin/ResourceList.tsx";
import { consentLog } from "#app/admin/resources/consent-log.ts";
import type { Route } from "./+types/consent-log";

export async function loader({ context, url }: Route.LoaderArgs) {
  await guardAdmin(context, url);
  return null;
}

export const headers = adminHeaders;

export default function ConsentLogRoute() {
  return <ResourceList def={consentLog} />;
}
