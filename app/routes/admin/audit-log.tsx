/** ADMIN_BASE/auditlog — the audit log: who did what in the CMS, filtered, read only. */
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import { ResourceList } from "#app/admin/ResourceList.tsx";
import { auditLog } from "#app/admin/resources/audit-log.ts";
import type { Route } from "./+types/audit-log";

export async function loader({ context, url }: Route.LoaderArgs) {
  await guardAdmin(context, url);
  return null;
}

export const headers = adminHeaders;

export default function AuditLogRoute() {
  return <ResourceList def={auditLog} />;
}
