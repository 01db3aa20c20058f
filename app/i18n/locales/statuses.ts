/**
 * The one home of the status labels: the admin list, form and dashboard
 * (content-types/statuses.ts), their success messages and the customer's /status page
 * (the portal dictionary) all read these, so a status is called the same everywhere.
 * The values are requirements §4's; the order is the order of the admin's select, not a progression.
 */
import type { newPcStatusEnum, repairStatusEnum } from "#server/db/schema.ts";

export type NewPcStatus = (typeof newPcStatusEnum.enumValues)[number];
export type RepairStatus = (typeof repairStatusEnum.enumValues)[number];
type Labels = { newPc: Record<NewPcStatus, string>; repair: Record<RepairStatus, string> };

const en = {
  newPc: {
    waiting: "Waiting (on hold)",
    assembling: "Assembling",
    "waiting-customer": "Waiting for the customer",
    "waiting-supplier": "Waiting for the supplier",
    finished: "Finished",
    "return-appointment": "Return appointment",
    "delivery-appointment": "Delivery appointment",
  },
  repair: {
    "in-treatment": "In treatment",
    "waiting-for-size": "Waiting for size",
    closed: "Closed",
  },
} as const satisfies Labels;

const nl = {
  newPc: {
    waiting: "In de wacht",
    assembling: "Wordt samengesteld",
    "waiting-customer": "Wacht op de klant",
    "waiting-supplier": "Wacht op de leverancier",
    finished: "Klaar",
    "return-appointment": "Afspraak voor terugbrengen",
    "delivery-appointment": "Afspraak voor bezorgen",
  },
  repair: {
    "in-treatment": "In behandeling",
    "waiting-for-size": "Wacht op maat",
    closed: "Afgesloten",
  },
} satisfies Labels;

export const statusLabels = { en, nl } as const;

export const newPcStatusValues = Object.keys(en.newPc) as NewPcStatus[];
export const repairStatusValues = Object.keys(en.repair) as RepairStatus[];
