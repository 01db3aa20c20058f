/**
 * The one home of the status labels: the admin list, form and dashboard
 * (content-types/statuses.ts), their success messages and the customer's /status page
 * (the portal dictionary) all read these, so a status is called the same everywhere.
 * The values (codes) are requirements §4's and never change; the words are what a repair shop says to its
 * customers. The order is the order of the admin's select, not a progression.
 */
import type { newPcStatusEnum, repairStatusEnum } from "#server/db/schema.ts";

export type NewPcStatus = (typeof newPcStatusEnum.enumValues)[number];
export type RepairStatus = (typeof repairStatusEnum.enumValues)[number];
type Labels = { newPc: Record<NewPcStatus, string>; repair: Record<RepairStatus, string> };

const en = {
  newPc: {
    waiting: "On hold",
    assembling: "Being assembled",
    "waiting-customer": "Waiting for the customer",
    "waiting-supplier": "Waiting for the supplier",
    finished: "Ready",
    "return-appointment": "Return appointment",
    "delivery-appointment": "Delivery appointment",
  },
  repair: {
    "in-treatment": "Being repaired",
    "waiting-for-size": "Waiting for parts",
    closed: "Completed",
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
    "in-treatment": "Wordt gerepareerd",
    "waiting-for-size": "Wacht op onderdelen",
    closed: "Afgerond",
  },
} satisfies Labels;

export const statusLabels = { en, nl } as const;

export const newPcStatusValues = Object.keys(en.newPc) as NewPcStatus[];
export const repairStatusValues = Object.keys(en.repair) as RepairStatus[];
