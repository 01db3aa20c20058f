/** Every section's overzicht (list) screen: the shared ResourceList fed by the section's definition. */
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import { ResourceList } from "#app/admin/ResourceList.tsx";
import { useSection } from "#app/admin/section.ts";
import type { Route } from "./+types/list";

export async function loader({ context, url }: Route.LoaderArgs) {
  await guardAdmin(context, url);
  return null;
}

export const headers = adminHeaders;

export default function ListRoute() {
  const { def } = useSection();
  // a new section remounts the screen (its own search, sort and page state)
  return <ResourceList key={def.section} def={def} />;
}
