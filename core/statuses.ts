/**
 * The one home of the status labels: the admin list, form and dashboard
 * (content-types/statuses.ts), their success messages and the customer's /status page
 * (the portal dictionary) all read these, so a status is called the same everywhere.
 * The values (codes) are requirements §4's and never change; the words are what a repair shop says to its
 * customers. The order is the order of the admin's select, not a progression.
 */

/** the codes, in the order of the database's enums (server/db/schema.ts builds them from these) */
export const newPcStatuses = [
  "waiting",
  "assembling",
  "waiting-customer",
  "waiting-supplier",
  "finished",
  "return-appointment",
  "delivery-appointment",
] as const;
export const repairStatuses = ["in-treatment", "waiting-for-size", "closed"] as const;

export type NewPcStatus = (typeof newPcStatuses)[number];
export type RepairStatus = (typeof repairStatuses)[number];
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
