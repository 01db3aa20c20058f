import { Dashboard } from "#app/admin/Dashboard.tsx";
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ context, url }: Route.LoaderArgs) {
  await guardAdmin(context, url);
  return null;
}

export const headers = adminHeaders;

export default function DashboardRoute() {
  return <Dashboard />;
}
