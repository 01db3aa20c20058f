/**
 * The icon set of requirements §3 (plus a few the demo uses); app/components/Icon.tsx has a drawing
 * for each. Text-column blocks, services and features pick from it. Pure: safe in the browser.
 */
export const iconNames = [
  "apk",
  "cablemanagement",
  "calendar",
  "clean",
  "desk",
  "diagnose",
  "fast",
  "guarantee",
  "invoice",
  "malware",
  "memory-upgrade",
  "new-installation",
  "new-laptop",
  "new-computer",
  "old-phone",
  "phone",
  "professional",
  "quality",
  "recycle",
  "remote-help",
  "repair",
  "second-hand",
  "security",
  "sell",
  "service-at-home",
  "ssd-upgrade",
  "star",
  "wifi",
  "backup",
  "network",
  "printer",
  "email",
] as const;
export type IconName = (typeof iconNames)[number];

/**
 * What each icon is called in the admin's icon pickers (a select of the names read `repair`,
 * `cablemanagement`, … in both languages). Every name has one: the type says so.
 */
export const iconLabels: Record<IconName, { nl: string; en: string }> = {
  apk: { nl: "APK-keuring", en: "Check-up" },
  cablemanagement: { nl: "Kabelmanagement", en: "Cable management" },
  calendar: { nl: "Agenda", en: "Calendar" },
  clean: { nl: "Schoonmaken", en: "Cleaning" },
  desk: { nl: "Bureau", en: "Desk" },
  diagnose: { nl: "Diagnose", en: "Diagnosis" },
  fast: { nl: "Snel", en: "Fast" },
  guarantee: { nl: "Garantie", en: "Warranty" },
  invoice: { nl: "Factuur", en: "Invoice" },
  malware: { nl: "Malware", en: "Malware" },
  "memory-upgrade": { nl: "Geheugenuitbreiding", en: "Memory upgrade" },
  "new-installation": { nl: "Nieuwe installatie", en: "New installation" },
  "new-laptop": { nl: "Nieuwe laptop", en: "New laptop" },
  "new-computer": { nl: "Nieuwe computer", en: "New computer" },
  "old-phone": { nl: "Oude telefoon", en: "Old phone" },
  phone: { nl: "Telefoon", en: "Phone" },
  professional: { nl: "Vakman", en: "Professional" },
  quality: { nl: "Kwaliteit", en: "Quality" },
  recycle: { nl: "Recycling", en: "Recycling" },
  "remote-help": { nl: "Hulp op afstand", en: "Remote help" },
  repair: { nl: "Reparatie", en: "Repair" },
  "second-hand": { nl: "Tweedehands", en: "Second-hand" },
  security: { nl: "Beveiliging", en: "Security" },
  sell: { nl: "Verkoop", en: "Sale" },
  "service-at-home": { nl: "Service aan huis", en: "Service at home" },
  "ssd-upgrade": { nl: "SSD-upgrade", en: "SSD upgrade" },
  star: { nl: "Ster", en: "Star" },
  wifi: { nl: "Wifi", en: "Wi-Fi" },
  backup: { nl: "Back-up", en: "Backup" },
  network: { nl: "Netwerk", en: "Network" },
  printer: { nl: "Printer", en: "Printer" },
  email: { nl: "E-mail", en: "Email" },
};

/** the icons as a picker lists them: by their name in `lang`, alphabetically */
export function iconChoices(lang: "nl" | "en"): { value: IconName; label: string }[] {
  return iconNames
    .map((name) => ({ value: name, label: iconLabels[name][lang] }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}
