/** Services and service groups: verb-noun functions over the database; no HTTP here. */
import { and, asc, eq, inArray } from "drizzle-orm";
import { type Plain, plain } from "../content/plain.ts";
import { findTranslations, type Lang, type SiblingSource, type Translation } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { serviceGroups, services } from "../db/schema.ts";

export type ServiceRow = typeof services.$inferSelect;
export type ServiceGroupRow = typeof serviceGroups.$inferSelect;
export type ServiceGroupRef = { id: number; title: string; icon: string };
export type Service = Plain<ServiceRow> & {
  group: ServiceGroupRef | null;
  translation: Translation | null;
  service_translation: Translation | null;
};
export type ServiceGroup = Plain<ServiceGroupRow> & {
  translation: Translation | null;
  service_group_translation: Translation | null;
};
export type ServiceGroupWithServices = ServiceGroup & { services: Service[] };

export const serviceSiblings: SiblingSource = {
  table: services,
  id: services.id,
  language: services.language,
  key: services.translation_key,
  title: services.title,
  visible: services.visible,
};

export const serviceGroupSiblings: SiblingSource = {
  table: serviceGroups,
  id: serviceGroups.id,
  language: serviceGroups.language,
  key: serviceGroups.translation_key,
  title: serviceGroups.title,
  visible: serviceGroups.visible,
};

type JoinedService = { service: ServiceRow; group: ServiceGroupRef | null };

function selectServices(db: Tx) {
  return db
    .select({
      service: services,
      group: { id: serviceGroups.id, title: serviceGroups.title, icon: serviceGroups.icon },
    })
    .from(services)
    .leftJoin(serviceGroups, eq(services.service_group_id, serviceGroups.id));
}

export async function presentServices(
  db: Tx,
  rows: JoinedService[],
  visibleOnly: boolean,
): Promise<Service[]> {
  const translations = await findTranslations(
    db,
    serviceSiblings,
    rows.map((r) => r.service),
    { visibleOnly },
  );
  return rows.map(({ service, group }) => {
    const translation = translations.get(service.id) ?? null;
    return {
      ...plain(service),
      group: group?.id ? group : null,
      translation,
      service_translation: translation,
    };
  });
}

export async function presentServiceGroups(
  db: Tx,
  rows: ServiceGroupRow[],
  visibleOnly: boolean,
): Promise<ServiceGroup[]> {
  const translations = await findTranslations(db, serviceGroupSiblings, rows, { visibleOnly });
  return rows.map((row) => {
    const translation = translations.get(row.id) ?? null;
    return { ...plain(row), translation, service_group_translation: translation };
  });
}

const servicesOrder = [asc(services.position), asc(services.id)];
const groupsOrder = [asc(serviceGroups.position), asc(serviceGroups.id)];
const visibleService = (language: Lang) => and(eq(services.language, language), eq(services.visible, true));
const visibleGroup = (language: Lang) =>
  and(eq(serviceGroups.language, language), eq(serviceGroups.visible, true));

/** visible services of a language with their group, by position */
export async function listPublicServices(db: Tx, language: Lang): Promise<Service[]> {
  const rows = await selectServices(db)
    .where(visibleService(language))
    .orderBy(...servicesOrder);
  return presentServices(db, rows, true);
}

async function withServices(
  db: Tx,
  groups: ServiceGroup[],
  language: Lang,
): Promise<ServiceGroupWithServices[]> {
  if (groups.length === 0) return [];
  const rows = await selectServices(db)
    .where(
      and(
        visibleService(language),
        inArray(
          services.service_group_id,
          groups.map((g) => g.id),
        ),
      ),
    )
    .orderBy(...servicesOrder);
  const all = await presentServices(db, rows, true);
  return groups.map((group) => ({ ...group, services: all.filter((s) => s.service_group_id === group.id) }));
}

/** visible service groups of a language, each with its visible services */
export async function listPublicServiceGroups(db: Tx, language: Lang): Promise<ServiceGroupWithServices[]> {
  const rows = await db
    .select()
    .from(serviceGroups)
    .where(visibleGroup(language))
    .orderBy(...groupsOrder);
  return withServices(db, await presentServiceGroups(db, rows, true), language);
}

/** visible services of the language with these ids, in the order of `ids` (a service block's choice) */
export async function servicesByIds(db: Tx, language: Lang, ids: readonly number[]): Promise<Service[]> {
  if (ids.length === 0) return [];
  const rows = await selectServices(db).where(and(visibleService(language), inArray(services.id, [...ids])));
  const items = await presentServices(db, rows, true);
  return ids.flatMap((id) => items.filter((item) => item.id === id));
}

/** visible groups of the language with these ids (with their services), in the order of `ids` */
export async function serviceGroupsByIds(
  db: Tx,
  language: Lang,
  ids: readonly number[],
): Promise<ServiceGroupWithServices[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(serviceGroups)
    .where(and(visibleGroup(language), inArray(serviceGroups.id, [...ids])));
  const groups = await withServices(db, await presentServiceGroups(db, rows, true), language);
  return ids.flatMap((id) => groups.filter((g) => g.id === id));
}
