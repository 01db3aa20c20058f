/** Every admin section with a resource definition, by its path segment under the admin base path. */

import { customerType } from "#content-types/customers.ts";
import { adminResource } from "#content-types/define.ts";
import { featureType } from "#content-types/features.ts";
import { newsCategoryType, newsGroupType, newsType } from "#content-types/news.ts";
import { pageType } from "#content-types/pages.ts";
import { productType } from "#content-types/products.ts";
import { redirectType } from "#content-types/redirects.ts";
import { reviewType } from "#content-types/reviews.ts";
import { serviceGroupType, serviceType } from "#content-types/services.ts";
import { newPcStatusType, repairStatusType } from "#content-types/statuses.ts";
import { tipType } from "#content-types/tips.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { zzpProductType } from "#content-types/zzp-products.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { emails, emailsPhone, emailsRemote } from "./emails.ts";

export const resources: readonly ResourceDef[] = [
  adminResource(pageType),
  adminResource(featureType),
  adminResource(serviceType),
  adminResource(newsType),
  adminResource(tipType),
  adminResource(reviewType),
  adminResource(customerType),
  emails,
  emailsPhone,
  emailsRemote,
  adminResource(productType),
  adminResource(zzpProductType),
  adminResource(newPcStatusType),
  adminResource(repairStatusType),
  adminResource(newsGroupType),
  adminResource(newsCategoryType),
  adminResource(serviceGroupType),
  adminResource(redirectType),
];

const bySection = new Map(resources.map((r) => [r.section, r]));

export function resourceFor(section: string): ResourceDef | undefined {
  return bySection.get(section);
}

export const listPath = (def: Pick<ResourceDef, "section">) => `${ADMIN_BASE}/${def.section}/overzicht`;
export const addPath = (def: Pick<ResourceDef, "section">) => `${ADMIN_BASE}/${def.section}/toevoegen`;
export const editPath = (def: Pick<ResourceDef, "section">, id: number | string) =>
  `${ADMIN_BASE}/${def.section}/wijzigen/${id}`;
export const viewPath = (def: Pick<ResourceDef, "section">, id: number | string) =>
  `${ADMIN_BASE}/${def.section}/bekijken/${id}`;
