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
