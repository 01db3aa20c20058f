/** ADMIN_BASE/bezoekers — the cookieless visit counts (server/visits/), charts of the last 7/30/90 days. */
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import { VisitsScreen } from "#app/admin/visits/VisitsScreen.tsx";
import type { Route } from "./+types/visits";

export async function loader({ context, url }: Route.LoaderArgs) {
  await guardAdmin(context, url);
  return null;
}

export const headers = adminHeaders;

export default function VisitsRoute() {
  return <VisitsScreen />;
}
