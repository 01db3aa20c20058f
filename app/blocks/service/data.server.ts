/** The services and service groups of every service block of a page, in one load. */
import type { z } from "zod";
import type { serviceBlock } from "#core/blocks/service.ts";
import type { Language } from "#core/lang.ts";
import type { Tx } from "#server/db/client.ts";
import { publicServiceCards } from "#server/services/service.ts";
import type { ServiceGroupItem, ServiceItem } from "../types.ts";

export async function loadServiceBlocks(
  db: Tx,
  lang: Language,
  blocks: readonly z.infer<typeof serviceBlock>[],
): Promise<{ services: Record<string, ServiceItem[]>; serviceGroups: Record<string, ServiceGroupItem[]> }> {
  const result = {
    services: {} as Record<string, ServiceItem[]>,
    serviceGroups: {} as Record<string, ServiceGroupItem[]>,
  };
  const serviceIds = blocks.flatMap((b) => (b.mode === "services" ? b.service_ids : []));
  const groupIds = blocks.flatMap((b) => (b.mode === "service_groups" ? b.service_group_ids : []));
  if (!serviceIds.length && !groupIds.length) return result;
  const { services, groups } = await publicServiceCards(db, lang, { serviceIds, groupIds });
  for (const b of blocks) {
    if (b.mode === "services")
      result.services[b.id] = b.service_ids.flatMap((id) => services.filter((s) => s.id === id));
    if (b.mode === "service_groups")
      result.serviceGroups[b.id] = b.service_group_ids.flatMap((id) => groups.filter((g) => g.id === id));
  }
  return result;
}
