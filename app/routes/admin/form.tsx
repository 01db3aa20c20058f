/** Every section's toevoegen (add) and wijzigen/:id (edit) screen: the shared ResourceForm. */
import { useParams, useSearchParams } from "react-router";
import { BlockEditor } from "#app/admin/block-editors/BlockEditor.tsx";
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import { ResourceForm } from "#app/admin/ResourceForm.tsx";
import { useSection } from "#app/admin/section.ts";
import type { Route } from "./+types/form";

export async function loader({ context, url }: Route.LoaderArgs) {
  await guardAdmin(context, url);
  return null;
}

export const headers = adminHeaders;

export default function FormRoute() {
  const { def, screen } = useSection();
  const params = useParams();
  const [search] = useSearchParams();
  const mode = screen === "add" ? "create" : "update";
  const id = mode === "update" ? Number(params.id) : undefined;
  // a non-numeric id is "not found" (the form shows the requirements §8 toast and returns to the list)
  const validId = id !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
  return (
    <ResourceForm
      key={`${def.section}-${mode}-${params.id ?? "new"}-${search.get("translation_of") ?? ""}`}
      def={def}
      mode={mode}
      id={validId}
      BlockEditor={def.blocks ? BlockEditor : undefined}
    />
  );
}
