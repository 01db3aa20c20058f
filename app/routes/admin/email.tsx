/** bekijken/:id of the e-mail sections (contact, phone, remote assistance). */
import { useParams } from "react-router";
import { EmailView } from "#app/admin/EmailView.tsx";
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import { useSection } from "#app/admin/section.ts";
import type { Route } from "./+types/email";

export async function loader({ context, url }: Route.LoaderArgs) {
  await guardAdmin(context, url);
  return null;
}

export const headers = adminHeaders;

export default function EmailRoute() {
  const { def } = useSection();
  const params = useParams();
  const id = Number(params.id);
  return (
    <EmailView
      key={`${def.section}-${params.id}`}
      def={def}
      id={Number.isInteger(id) && id > 0 ? id : undefined}
    />
  );
}
