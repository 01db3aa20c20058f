/**
 * The icon set of requirements §3 as inline SVG (24×24, stroked, currentColor): no icon font, no request.
 * Decorative by default (aria-hidden); pass `label` when the icon carries meaning on its own.
 */
import type { ReactNode } from "react";

const p = (d: string) => <path d={d} />;
/** a circle with a path over it, the shape of many icons */
const circleAnd = (cx: number, cy: number, r: number, d: string) => (
  <>
    <circle cx={cx} cy={cy} r={r} />
    {p(d)}
  </>
);
/** a (rounded) rectangle with a path over it */
const rectAnd = (rect: { x: number; y: number; width: number; height: number; rx: number }, d: string) => (
  <>
    <rect {...rect} />
    {p(d)}
  </>
);

const drawings: Record<string, ReactNode> = {
  apk: rectAnd({ x: 3, y: 4, width: 18, height: 16, rx: 2 }, "M7 9h10M7 13h6M15 16l2 2 3-4"),
  cablemanagement: p("M3 7c4-4 6 4 9 0s5 4 9 0M3 12c4-4 6 4 9 0s5 4 9 0M3 17c4-4 6 4 9 0s5 4 9 0"),
  calendar: rectAnd(
    { x: 3, y: 5, width: 18, height: 16, rx: 2 },
    "M8 3v4M16 3v4M3 10h18M8 14h2M12 14h2M8 17h2",
  ),
  clean: p("M4 20l6-6M14 4l6 6-7 7-6-6zM5 9l1-2 2-1-2-1-1-2-1 2-2 1 2 1z"),
  desk: p("M3 9h18M5 9v11M19 9v11M5 14h6M8 4h8v5H8z"),
  diagnose: circleAnd(11, 11, 6, "M20 20l-4.5-4.5M8 11h2l1-2 2 4 1-2h1"),
  fast: p("M13 2L4 14h7l-1 8 9-12h-7z"),
  guarantee: p("M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5"),
  invoice: p("M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h4"),
  malware: (
    <>
      <ellipse cx="12" cy="13" rx="5" ry="6" />
      {p("M12 7V4M9 4l1 3M15 4l-1 3M7 10H3M7 14H3M7 17l-3 2M17 10h4M17 14h4M17 17l3 2")}
    </>
  ),
  "memory-upgrade": p("M3 8h18v8H3zM6 16v3M10 16v3M14 16v3M18 16v3M7 11h2v2H7zM11 11h2v2h-2zM15 11h2v2h-2z"),
  "new-installation": p("M12 3v12M7 10l5 5 5-5M4 17v3h16v-3"),
  "new-laptop": p("M5 5h14v10H5zM2 19h20l-2-4H4zM12 8v4M10 10h4"),
  "new-computer": p("M3 4h18v12H3zM8 20h8M12 16v4M12 7v6M9 10h6"),
  "old-phone": p("M8 2h8a1 1 0 011 1v18a1 1 0 01-1 1H8a1 1 0 01-1-1V3a1 1 0 011-1zM11 18h2M7 5h10M7 15h10"),
  phone: p("M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2"),
  professional: circleAnd(12, 7, 4, "M4 21v-2a6 6 0 016-6h4a6 6 0 016 6v2M12 13l-1.5 4L12 19l1.5-2z"),
  quality: circleAnd(12, 9, 6, "M9 14.5L8 22l4-2 4 2-1-7.5M9.5 9l2 2 3-3"),
  recycle: p("M7 19H4l3.5-6M12 4l3 5M17 19h3l-3.5-6M9 8l3-4 3 4M7 19l5 0M14 16l3 3-3 3M10 7L7.5 11.5"),
  "remote-help": rectAnd(
    { x: 2, y: 4, width: 13, height: 10, rx: 1 },
    "M6 18h5M8.5 14v4M17 9a4 4 0 014 4M17 5a8 8 0 018 8",
  ),
  repair: p("M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z"),
  "second-hand": p("M3 12a9 9 0 0115.5-6.2M21 12a9 9 0 01-15.5 6.2M18 2v4h-4M6 22v-4h4M9 12h6"),
  security: rectAnd({ x: 5, y: 11, width: 14, height: 10, rx: 2 }, "M8 11V7a4 4 0 018 0v4M12 15v2"),
  sell: p("M3 12V4h8l10 10-8 8zM7.5 8.5h.01"),
  "service-at-home": p("M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5"),
  "ssd-upgrade": p("M4 6h16v12H4zM8 10h8M8 14h4M17 14h.01"),
  star: p("M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z"),
  wifi: p("M2 9a15 15 0 0120 0M5 12.5a10 10 0 0114 0M8.5 16a5 5 0 017 0M12 19.5h.01"),
  backup: p("M7 18a5 5 0 01-.5-10A6 6 0 0118 9a4 4 0 011 7.9M12 12v8M9 15l3-3 3 3"),
  network: (
    <>
      <rect x="9" y="2" width="6" height="5" rx="1" />
      <rect x="2" y="17" width="6" height="5" rx="1" />
      <rect x="16" y="17" width="6" height="5" rx="1" />
      {p("M12 7v5M5 17v-5h14v5")}
    </>
  ),
  printer: p("M7 9V3h10v6M7 18H4v-9h16v9h-3M7 14h10v7H7z"),
  email: rectAnd({ x: 3, y: 5, width: 18, height: 14, rx: 2 }, "M3 7l9 6 9-6"),
  // interface icons
  menu: p("M4 6h16M4 12h16M4 18h16"),
  close: p("M6 6l12 12M18 6L6 18"),
  chevronDown: p("M6 9l6 6 6-6"),
  chevronLeft: p("M15 6l-6 6 6 6"),
  chevronRight: p("M9 6l6 6-6 6"),
  pause: p("M8 5v14M16 5v14"),
  play: p("M7 4l13 8-13 8z"),
  clock: circleAnd(12, 12, 9, "M12 7v5l3 2"),
  mapPin: circleAnd(12, 10, 3, "M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z"),
  cookie: circleAnd(12, 12, 9, "M8.5 9h.01M15 8h.01M9 15h.01M14 14h.01M12 12h.01"),
  check: p("M5 12l5 5 9-10"),
  plus: p("M12 5v14M5 12h14"),
  minus: p("M5 12h14"),
  question: circleAnd(12, 12, 9, "M9.5 9a2.5 2.5 0 015 .5c0 1.5-2.5 2-2.5 3.5M12 17h.01"),
  external: p("M14 4h6v6M20 4l-9 9M18 14v6H4V6h6"),
  facebook: p("M15 3h-3a4 4 0 00-4 4v3H5v4h3v7h4v-7h3l1-4h-4V7a1 1 0 011-1h3z"),
  linkedin: (
    <>
      <rect x="3" y="9" width="4" height="12" />
      <circle cx="5" cy="4.5" r="2" />
      {p("M11 21V9h4v2a4 4 0 016 3.5V21h-4v-6a2 2 0 00-4 0v6z")}
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      {p("M17.5 6.5h.01")}
    </>
  ),
  arrowRight: p("M5 12h14M13 6l6 6-6 6"),
  download: p("M12 3v12M7 10l5 5 5-5M4 19h16"),
  // the rich-text editor's toolbar (app/admin/fields/RichTextEditor.tsx)
  link: p("M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1"),
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="8.5" cy="9.5" r="1.5" />
      {p("M21 16l-5-5-9 9")}
    </>
  ),
  table: rectAnd({ x: 3, y: 4, width: 18, height: 16, rx: 1 }, "M3 9.5h18M3 15h18M9 4v16M15 4v16"),
  tableRemove: (
    <>
      {p("M13 20H4a1 1 0 01-1-1V5a1 1 0 011-1h16a1 1 0 011 1v8M3 9.5h18M3 15h10M9 4v16M15 4v9")}
      {p("M16 17l5 5M21 17l-5 5")}
    </>
  ),
  rowAdd: p("M3 4h18v9H3zM3 8.5h18M9 4v9M15 4v9M12 16v6M9 19h6"),
  columnAdd: p("M3 3h10v18H3zM3 9h10M3 15h10M8 3v18M19 9v6M16 12h6"),
  undo: p("M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3"),
  redo: p("M15 14l5-5-5-5M20 9H10a6 6 0 000 12h3"),
};

export function Icon({
  name,
  className = "h-6 w-6",
  label,
}: {
  name: string;
  className?: string;
  label?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {drawings[name] ?? drawings.star}
    </svg>
  );
}
