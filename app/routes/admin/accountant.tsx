/**
 * ADMIN_BASE/boekhouding/downloads/wijzigen/:id — the accountant download with its documents.
 * `wijzigen/current` (the menu's link) opens the current download (or the first).
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { AccountantDocuments } from "#app/admin/AccountantDocuments.tsx";
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import { ResourceForm } from "#app/admin/ResourceForm.tsx";
import { accountantDownload } from "#app/admin/resources/accountant.ts";
import { call, type Schema } from "#app/api/typed.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import type { Route } from "./+types/accountant";

export async function loader({ context, url }: Route.LoaderArgs) {
  await guardAdmin(context, url);
  return null;
}

export const headers = adminHeaders;

function Current() {
  const navigate = useNavigate();
  const list = useQuery({
    queryKey: ["boekhouding", "list"],
    queryFn: () => call.get("/accountant-downloads", { query: { per_page: 100 } }),
  });
  useEffect(() => {
    if (!list.data && !list.isError) return;
    const rows = list.data?.data ?? [];
    const current = rows.find((r) => r.is_current) ?? rows[0];
    // nothing to open: the form shows the not-found toast and returns to the dashboard
    navigate(`${ADMIN_BASE}/boekhouding/downloads/wijzigen/${current?.id ?? 0}`, { replace: true });
  }, [list.data, list.isError, navigate]);
  return null;
}

export default function AccountantRoute() {
  const params = useParams();
  if (params.id === "current") return <Current />;
  const id = Number(params.id);
  return (
    <ResourceForm
      key={params.id}
      def={accountantDownload}
      mode="update"
      id={Number.isInteger(id) && id > 0 ? id : undefined}
      after={(row) => (
        <AccountantDocuments
          downloadId={row.id}
          documents={(row.documents as Schema<"AccountantDownload">["documents"] | undefined) ?? []}
        />
      )}
    />
  );
}
