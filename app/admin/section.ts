/** Which admin section and screen a route module serves, read from its route id (see routes.ts). */
import { useMatches } from "react-router";
import type { ResourceDef } from "#content-types/types.ts";
import { resourceFor } from "./resources/index.ts";

export function parseRouteId(id: string): { section: string; screen: string } | null {
  const m = /^admin:(.+):([a-z]+)$/.exec(id);
  return m ? { section: m[1], screen: m[2] } : null;
}

export function useSection(): { def: ResourceDef; screen: string } {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const parsed = parseRouteId(last.id);
  const def = parsed ? resourceFor(parsed.section) : undefined;
  if (!parsed || !def) throw new Error(`no admin section for route ${last.id}`);
  return { def, screen: parsed.screen };
}
