/** Services and service groups: verb-noun functions over the database; no HTTP here. */

import { and, asc, eq, getTableColumns, inArray, or, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import {
  type ServiceCreate,
  type ServiceGroupCreate,
  type ServiceGroupUpdate,
  type ServiceUpdate,
  serviceGroupType,
  serviceType,
} from "#content-types/services.ts";
import { type Plain, plain } from "#core/content/plain.ts";
import { createCrud } from "../content/crud.ts";
import { invalid } from "../content/errors.ts";
import { findTranslations, siblingColumn, siblingsOf, type Translation } from "../content/translation.ts";
import type { Tx } from "../db/client.ts";
import { serviceGroups, services } from "../db/schema.ts";
import type { Lang } from "../i18n/lang.ts";

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

export const serviceSiblings = siblingsOf(services);

export const serviceGroupSiblings = siblingsOf(serviceGroups);

/** Rows -> API objects: the group reference and the translation sibling. */
export async function presentServices(db: Tx, rows: ServiceRow[], visibleOnly: boolean): Promise<Service[]> {
  if (rows.length === 0) return [];
  const groupIds = [
    ...new Set(rows.map((r) => r.service_group_id).filter((id): id is number => id !== null)),
  ];
  const groups = groupIds.length
    ? await db
        .select({ id: serviceGroups.id, title: serviceGroups.title, icon: serviceGroups.icon })
        .from(serviceGroups)
        .where(inArray(serviceGroups.id, groupIds))
    : [];
  const translations = await findTranslations(db, serviceSiblings, rows, { visibleOnly });
  return rows.map((service) => {
    const translation = translations.get(service.id) ?? null;
    return {
      ...plain(service),
      group: groups.find((g) => g.id === service.service_group_id) ?? null,
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

/** visible services with their group and visible sibling, in one statement */
const selectPublicServices = (db: Tx) =>
  db
    .select({
      ...getTableColumns(services),
      group: { id: serviceGroups.id, title: serviceGroups.title, icon: serviceGroups.icon },
      translation: siblingColumn(serviceSiblings),
    })
    .from(services)
    .leftJoin(serviceGroups, eq(serviceGroups.id, services.service_group_id));

type PublicServiceRow = Awaited<ReturnType<typeof selectPublicServices>>[number];

const presentPublicService = ({ group, translation, ...row }: PublicServiceRow): Service => ({
  ...plain(row),
  group,
  translation,
  service_translation: translation,
});

const selectPublicGroups = (db: Tx) =>
  db
    .select({ ...getTableColumns(serviceGroups), translation: siblingColumn(serviceGroupSiblings) })
    .from(serviceGroups);

const presentPublicGroup = (row: ServiceGroupRow & { translation: Translation | null }): ServiceGroup => ({
  ...plain(row),
  service_group_translation: row.translation,
});

/** visible services of a language with their group, by position */
export async function listPublicServices(db: Tx, language: Lang): Promise<Service[]> {
  const rows = await selectPublicServices(db)
    .where(visibleService(language))
    .orderBy(...servicesOrder);
  return rows.map(presentPublicService);
}

async function withServices(
  db: Tx,
  groups: ServiceGroup[],
  language: Lang,
): Promise<ServiceGroupWithServices[]> {
  if (groups.length === 0) return [];
  const rows = await selectPublicServices(db)
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
  const all = rows.map(presentPublicService);
  return groups.map((group) => ({ ...group, services: all.filter((s) => s.service_group_id === group.id) }));
}

/** visible service groups of a language, each with its visible services */
export async function listPublicServiceGroups(db: Tx, language: Lang): Promise<ServiceGroupWithServices[]> {
  const rows = await selectPublicGroups(db)
    .where(visibleGroup(language))
    .orderBy(...groupsOrder);
  return withServices(db, rows.map(presentPublicGroup), language);
}

/** visible services of the language with these ids, in the order of `ids` (a service block's choice) */
export async function servicesByIds(db: Tx, language: Lang, ids: readonly number[]): Promise<Service[]> {
  if (ids.length === 0) return [];
  const rows = await selectPublicServices(db).where(
    and(visibleService(language), inArray(services.id, [...ids])),
  );
  const items = rows.map(presentPublicService);
  return ids.flatMap((id) => items.filter((item) => item.id === id));
}

/** visible groups of the language with these ids (with their services), in the order of `ids` */
export async function serviceGroupsByIds(
  db: Tx,
  language: Lang,
  ids: readonly number[],
): Promise<ServiceGroupWithServices[]> {
  if (ids.length === 0) return [];
  const rows = await selectPublicGroups(db).where(
    and(visibleGroup(language), inArray(serviceGroups.id, [...ids])),
  );
  const groups = await withServices(db, rows.map(presentPublicGroup), language);
  return ids.flatMap((id) => groups.filter((g) => g.id === id));
}

/** what a public page shows of a service or a group */
export interface ServiceCard {
  id: number;
  title: string;
  icon: string;
  description: string;
}
export type ServiceGroupCard = ServiceCard & { services: ServiceCard[] };

/**
 * Services and groups as the public pages show them, both kinds in one statement: the services with
 * `serviceIds` and the groups with `groupIds` (each with its visible services), or with `all` every
 * visible service and every visible group. Each list by position, like the lists above.
 */
export async function publicServiceCards(
  db: Tx,
  language: Lang,
  wanted: { serviceIds?: readonly number[]; groupIds?: readonly number[]; all?: boolean },
): Promise<{ services: ServiceCard[]; groups: ServiceGroupCard[] }> {
  const serviceIds = [...(wanted.serviceIds ?? [])];
  const groupIds = [...(wanted.groupIds ?? [])];
  const none = sql`false`;
  const groupWhere: SQL | undefined = wanted.all
    ? undefined
    : groupIds.length
      ? inArray(serviceGroups.id, groupIds)
      : none;
  const serviceWhere: SQL | undefined = wanted.all
    ? undefined
    : or(
        serviceIds.length ? inArray(services.id, serviceIds) : none,
        groupIds.length ? inArray(services.service_group_id, groupIds) : none,
      );
  const rows = await unionAll(
    db
      .select({
        kind: sql<"group" | "service">`'group'`.as("kind"),
        id: serviceGroups.id,
        title: serviceGroups.title,
        icon: serviceGroups.icon,
        description: serviceGroups.description,
        group_id: sql<number | null>`null::integer`.as("group_id"),
        position: serviceGroups.position,
      })
      .from(serviceGroups)
      .where(and(visibleGroup(language), groupWhere)),
    db
      .select({
        kind: sql<"group" | "service">`'service'`,
        id: services.id,
        title: services.title,
        icon: services.icon,
        description: services.description,
        group_id: services.service_group_id,
        position: services.position,
      })
      .from(services)
      .where(and(visibleService(language), serviceWhere)),
  );
  rows.sort((a, b) => a.position - b.position || a.id - b.id);
  const card = (r: (typeof rows)[number]): ServiceCard => ({
    id: r.id,
    title: r.title,
    icon: r.icon,
    description: r.description,
  });
  const serviceRows = rows.filter((r) => r.kind === "service");
  return {
    services: serviceRows.map(card),
    groups: rows
      .filter((r) => r.kind === "group")
      .map((g) => ({ ...card(g), services: serviceRows.filter((s) => s.group_id === g.id).map(card) })),
  };
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

export const serviceCrud = createCrud<ServiceRow, Service>({
  table: services,
  siblings: serviceSiblings,
  sharedRefs: { service_group_id: serviceGroupSiblings },
  present: (db, rows) => presentServices(db, rows, false),
  definition: serviceType,
  defaultOrder: [asc(services.language), asc(services.position), asc(services.id)],
  constraints: {
    services_service_group_id_service_groups_id_fk: {
      field: "service_group_id",
      key: "reference_missing",
      label: { nl: "Servicegroep", en: "Service group" },
    },
  },
});

/** A service's group must exist and be in the service's language. */
async function checkGroup(db: Tx, groupId: number | null | undefined, language: Lang, lang: Lang) {
  if (groupId == null) return;
  const [group] = await db
    .select({ language: serviceGroups.language })
    .from(serviceGroups)
    .where(eq(serviceGroups.id, groupId))
    .limit(1);
  if (!group || group.language !== language) {
    throw invalid(
      "reference_missing",
      lang,
      "service_group_id",
      lang === "nl" ? "Servicegroep" : "Service group",
    );
  }
}

export async function createService(db: Tx, input: ServiceCreate, lang: Lang): Promise<Service> {
  const { translation_of, ...values } = input;
  return db.transaction(async (tx) => {
    await checkGroup(tx, values.service_group_id, values.language, lang);
    return serviceCrud.insert(tx, values, { lang, translationOf: translation_of });
  });
}

export async function updateService(db: Tx, id: number, input: ServiceUpdate, lang: Lang) {
  return db.transaction(async (tx) => {
    const current = await serviceCrud.findRow(tx, id);
    if (!current) return null;
    const groupId = input.service_group_id === undefined ? current.service_group_id : input.service_group_id;
    await checkGroup(tx, groupId, input.language ?? current.language, lang);
    return serviceCrud.update(tx, id, input, lang);
  });
}

export const serviceGroupCrud = createCrud<ServiceGroupRow, ServiceGroup>({
  table: serviceGroups,
  siblings: serviceGroupSiblings,
  present: (db, rows) => presentServiceGroups(db, rows, false),
  definition: serviceGroupType,
  defaultOrder: [asc(serviceGroups.language), asc(serviceGroups.position), asc(serviceGroups.id)],
});

export async function createServiceGroup(
  db: Tx,
  input: ServiceGroupCreate,
  lang: Lang,
): Promise<ServiceGroup> {
  const { translation_of, ...values } = input;
  return db.transaction((tx) => serviceGroupCrud.insert(tx, values, { lang, translationOf: translation_of }));
}

export function updateServiceGroup(db: Tx, id: number, input: ServiceGroupUpdate, lang: Lang) {
  return serviceGroupCrud.update(db, id, input, lang);
}
