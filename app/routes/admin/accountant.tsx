import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import type { Route } from "./+types/accountant";

export async function loader({ context, request }: Route.LoaderArgs) {
  await guardAdmin(context, request);
  return null;
}

export const headers = adminHeaders;

export default function Screen() {
  return null;
}
