/**
 * Demo people and their records: the four demo accounts (plus a second customer and a second partner,
 * so "only your own" is visible), their new-PC and repair statuses, zzp stock, the accountant's
 * download with real small documents, and messages of the three public forms.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Role } from "#core/roles.ts";
import type {
  accountantDocuments,
  emailMessages,
  statusesNewPc,
  statusesRepair,
  zzpProducts,
} from "../schema.ts";
import { dateDaysAgo, daysAgo } from "./util.ts";

export interface DemoUser {
  ref: "admin" | "customer" | "customer2" | "zzp" | "zzp2" | "accountant";
  name: string;
  email: string;
  role: Role;
  phone?: string;
  address?: string;
  house_number?: string;
  zip_code?: string;
  city?: string;
}

export const demoUsers: DemoUser[] = [
  { ref: "admin", name: "Sanne de Wit", email: "admin@example.com", role: "cms-admin", city: "Delft" },
  {
    ref: "customer",
    name: "Jan de Vries",
    email: "klant@example.com",
    role: "cms-status-user",
    phone: "06 12 34 56 78",
    address: "Voldersgracht",
    house_number: "14",
    zip_code: "2611 EV",
    city: "Delft",
  },
  {
    ref: "customer2",
    name: "Anouk Meijer",
    email: "anouk.meijer@example.com",
    role: "cms-status-user",
    phone: "06 98 76 54 32",
    address: "Phoenixstraat",
    house_number: "52",
    zip_code: "2611 AM",
    city: "Delft",
  },
  {
    ref: "zzp",
    name: "Pieter Bakker",
    email: "zzp@example.com",
    role: "cms-zzp",
    phone: "06 11 22 33 44",
    address: "Schieweg",
    house_number: "7",
    zip_code: "2627 AN",
    city: "Delft",
  },
  {
    ref: "zzp2",
    name: "Eva Visser",
    email: "eva.visser@example.com",
    role: "cms-zzp",
    city: "Rijswijk",
  },
  {
    ref: "accountant",
    name: "Administratiekantoor Van Dijk",
    email: "boekhouding@example.com",
    role: "cms-accountant",
    phone: "015 - 765 43 21",
    city: "Delft",
  },
];

/** a demo time on a working day: `days` ago at `time` (UTC, so the demo reads the same everywhere) */
function workTime(days: number, time: string): Date {
  const at = daysAgo(days);
  const [hours, minutes] = time.split(":").map(Number);
  at.setUTCHours(hours, minutes, 0, 0);
  return at;
}

/** the history of a job, oldest first: the status it was created with, then every change */
type History<S> = { status: S; changed_at: Date }[];
const history = <S>(...entries: [S, number, string][]): History<S> =>
  entries.map(([status, days, time]) => ({ status, changed_at: workTime(days, time) }));

type NewPcRow = Omit<typeof statusesNewPc.$inferInsert, "user_id"> & {
  owner: DemoUser["ref"];
  history: History<NonNullable<(typeof statusesNewPc.$inferInsert)["status"]>>;
};
export const demoStatusesNewPc: NewPcRow[] = [
  {
    owner: "customer",
    title: "Gaming-pc Ryzen 7",
    history: history(["waiting", 9, "10:20"], ["waiting-supplier", 7, "14:05"], ["assembling", 2, "09:40"]),
    status: "assembling",
    date: dateDaysAgo(2),
    notes: "Onderdelen binnen, de pc wordt deze week gebouwd en getest.",
  },
  {
    owner: "customer",
    title: "Kantoor-pc voor thuiswerken",
    history: history(["waiting", 12, "11:00"], ["assembling", 8, "10:30"], ["waiting-supplier", 5, "15:45"]),
    status: "waiting-supplier",
    date: dateDaysAgo(5),
    notes: "Wachten op de levering van de behuizing (verwacht binnen 3 werkdagen).",
  },
  {
    owner: "customer",
    title: "Laptop voor dochter",
    history: history(
      ["waiting", 14, "09:15"],
      ["waiting-customer", 12, "16:30"],
      ["assembling", 8, "10:00"],
      ["finished", 4, "17:10"],
      ["delivery-appointment", 1, "11:25"],
    ),
    status: "delivery-appointment",
    date: dateDaysAgo(-3),
    notes: "Bezorging afgesproken op zaterdag tussen 10:00 en 12:00.",
  },
  {
    owner: "customer",
    title: "Mini-pc voor de keuken",
    history: history(["waiting", 50, "13:00"], ["assembling", 46, "09:30"], ["finished", 40, "16:00"]),
    status: "finished",
    date: dateDaysAgo(40),
    notes: "Opgehaald en betaald.",
  },
  {
    owner: "customer2",
    title: "Laptop voor studie",
    history: history(["waiting", 3, "10:45"], ["waiting-customer", 1, "14:20"]),
    status: "waiting-customer",
    date: dateDaysAgo(1),
    notes: "Graag nog even de keuze voor de kleur doorgeven.",
  },
];

type RepairRow = Omit<typeof statusesRepair.$inferInsert, "user_id"> & {
  owner: DemoUser["ref"];
  history: History<NonNullable<(typeof statusesRepair.$inferInsert)["status"]>>;
};
export const demoStatusesRepair: RepairRow[] = [
  {
    owner: "customer",
    title: "HP Pavilion laptop",
    history: history(["in-treatment", 3, "09:50"]),
    status: "in-treatment",
    description_problem: "Laptop start niet meer op na een Windows-update.",
    work_done: "Diagnose gedaan; de opstartschijf is beschadigd. Bestanden zijn veiliggesteld.",
    used_parts: "",
    costs_cents: 0,
    intake_date: dateDaysAgo(3),
  },
  {
    owner: "customer",
    title: "Lenovo IdeaPad scherm",
    history: history(["in-treatment", 6, "11:30"], ["waiting-for-size", 5, "15:00"]),
    status: "waiting-for-size",
    description_problem: "Gebarsten scherm na een val.",
    work_done: "Model vastgesteld, scherm besteld.",
    used_parts: "",
    costs_cents: 0,
    intake_date: dateDaysAgo(6),
    waiting_for_size: "Scherm 15,6 inch, 30-pins, mat (levertijd 3 werkdagen)",
  },
  {
    owner: "customer",
    title: "Desktop pc traag",
    history: history(["in-treatment", 45, "10:10"], ["closed", 41, "16:40"]),
    status: "closed",
    description_problem: "Computer is erg traag en geeft pop-ups.",
    work_done: "Malware verwijderd, ssd geplaatst en Windows opnieuw geïnstalleerd.",
    used_parts: "Samsung 870 EVO 500 GB ssd",
    costs_cents: 14950,
    intake_date: dateDaysAgo(45),
  },
  {
    owner: "customer2",
    title: "MacBook toetsenbord",
    history: history(["in-treatment", 2, "13:35"]),
    status: "in-treatment",
    description_problem: "Koffie over het toetsenbord gemorst.",
    work_done: "Schoongemaakt en gedroogd, toetsenbord wordt getest.",
    used_parts: "",
    costs_cents: 0,
    intake_date: dateDaysAgo(2),
  },
];

type ZzpRow = Omit<typeof zzpProducts.$inferInsert, "owner_id"> & { owner: DemoUser["ref"] };
export const demoZzpProducts: ZzpRow[] = [
  {
    owner: "zzp",
    title: "Samsung 870 EVO 500 GB ssd",
    brand: "Samsung",
    sku: "MZ-77E500",
    description: "2,5 inch sata-ssd",
    price_cents: 5495,
    stock: 12,
  },
  {
    owner: "zzp",
    title: "Crucial 16 GB DDR4 SO-DIMM",
    brand: "Crucial",
    sku: "CT16G4SFRA32A",
    description: "Laptopgeheugen 3200 MHz",
    price_cents: 3995,
    stock: 8,
  },
  {
    owner: "zzp",
    title: "Logitech MX Keys toetsenbord",
    brand: "Logitech",
    sku: "920-009410",
    description: "Draadloos, NL-indeling",
    price_cents: 10995,
    stock: 3,
  },
  {
    owner: "zzp",
    title: "TP-Link Deco mesh-set (3 stuks)",
    brand: "TP-Link",
    sku: "DECO-X50-3",
    description: "Wifi 6 mesh",
    price_cents: 24900,
    stock: 2,
  },
  {
    owner: "zzp",
    title: "USB-C dock 11-in-1",
    brand: "Delock",
    sku: "87721",
    description: "2 × HDMI, ethernet, 100 W laden",
    price_cents: 8950,
    stock: 5,
  },
  {
    owner: "zzp",
    title: "Kabelgoot bureau 120 cm",
    brand: "Reflecta",
    sku: "CT-120",
    description: "Zwart staal",
    price_cents: 2995,
    stock: 0,
  },
  {
    owner: "zzp2",
    title: "Dell 65 W USB-C lader",
    brand: "Dell",
    sku: "DELL-65W-C",
    description: "Origineel",
    price_cents: 4495,
    stock: 4,
  },
  {
    owner: "zzp2",
    title: "Laptopscherm 15,6 inch FHD",
    brand: "BOE",
    sku: "NV156FHM-N48",
    description: "30-pins, mat",
    price_cents: 8900,
    stock: 2,
  },
];

export const demoEmails: (typeof emailMessages.$inferInsert)[] = [
  {
    kind: "contact",
    name: "Karin Smit",
    email: "karin.smit@example.com",
    phone: "06 55 44 33 22",
    message: "Mijn laptop maakt een raar zoemend geluid. Kan ik morgen langskomen?",
    language: "nl",
    created_at: daysAgo(0.2),
  },
  {
    kind: "contact",
    name: "Tom Hendriks",
    email: "tom.hendriks@example.com",
    message: "Could you quote a new office PC for my small practice?",
    language: "en",
    created_at: daysAgo(2),
    read_at: daysAgo(1.5),
  },
  {
    kind: "phone",
    name: "Greet van Leeuwen",
    phone: "015 - 212 34 56",
    preferred_moment: "Dinsdagmiddag",
    message: "Graag terugbellen over een nieuwe printer.",
    language: "nl",
    created_at: daysAgo(1),
  },
  {
    kind: "phone",
    name: "Mark Peters",
    phone: "06 23 45 67 89",
    preferred_moment: "Na 18:00",
    message: "Vraag over wifi op zolder.",
    language: "nl",
    created_at: daysAgo(4),
    read_at: daysAgo(3.8),
  },
  {
    kind: "remote-assistance",
    name: "Ingrid Vos",
    email: "ingrid.vos@example.com",
    phone: "06 87 65 43 21",
    message: "Outlook vraagt steeds om mijn wachtwoord.",
    language: "nl",
    created_at: daysAgo(0.5),
  },
  {
    kind: "remote-assistance",
    name: "David Brown",
    email: "david.brown@example.com",
    phone: "+31 6 1111 2222",
    message: "My printer is offline after a Windows update.",
    language: "en",
    created_at: daysAgo(7),
    read_at: daysAgo(6.9),
  },
];

// ---------------------------------------------------------------------------------------------
// The accountant's documents: real small files written to DATA_DIR/documents/demo/
// ---------------------------------------------------------------------------------------------

/** A minimal valid one-page PDF with a few lines of text (Helvetica), built as bytes. */
export function minimalPdf(lines: string[]): Buffer {
  const pdfText = (value: string) =>
    value.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[^\x20-\x7e]/g, "?");
  const content = [
    "BT",
    "/F1 14 Tf",
    "72 770 Td",
    "18 TL",
    ...lines.map((line, index) => `${index === 0 ? "" : "T* "}(${pdfText(line)}) Tj`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export interface DemoDownload {
  title: string;
  period: string;
  description: string;
  is_current: boolean;
  documents: { file_name: string; mime: string; content: Buffer }[];
}

const csv = (rows: (string | number)[][]) =>
  Buffer.from(`${rows.map((row) => row.join(";")).join("\n")}\n`, "utf8");

export function demoDownloads(): DemoDownload[] {
  return [
    {
      title: "Administratie derde kwartaal",
      period: "2026 Q3",
      description: "Omzet, inkoopfacturen en btw-overzicht van juli tot en met september.",
      is_current: true,
      documents: [
        {
          file_name: "omzet-2026-q3.csv",
          mime: "text/csv",
          content: csv([
            ["maand", "reparaties", "verkoop", "hulp op afstand", "totaal excl. btw"],
            ["2026-07", "8420,00", "12650,00", "1890,00", "22960,00"],
            ["2026-08", "6975,50", "9870,00", "1540,00", "18385,50"],
            ["2026-09", "9310,00", "15420,00", "2210,00", "26940,00"],
          ]),
        },
        {
          file_name: "inkoopfacturen-2026-q3.csv",
          mime: "text/csv",
          content: csv([
            ["datum", "leverancier", "omschrijving", "bedrag excl. btw"],
            ["2026-07-04", "Copaco", "Ssd's en geheugen", "2140,00"],
            ["2026-08-12", "Ingram Micro", "Laptops", "6890,00"],
            ["2026-09-20", "Reflecta", "Kabelgoten", "310,50"],
          ]),
        },
        {
          file_name: "btw-overzicht-2026-q3.pdf",
          mime: "application/pdf",
          content: minimalPdf([
            "Delft IT Service - btw-overzicht 2026 Q3",
            "",
            "Omzet hoog tarief (21%): EUR 68.285,50",
            "Verschuldigde btw: EUR 14.339,96",
            "Voorbelasting: EUR 1.965,41",
            "Te betalen: EUR 12.374,55",
          ]),
        },
      ],
    },
    {
      title: "Administratie tweede kwartaal",
      period: "2026 Q2",
      description: "Afgesloten kwartaal.",
      is_current: false,
      documents: [
        {
          file_name: "omzet-2026-q2.csv",
          mime: "text/csv",
          content: csv([
            ["maand", "totaal excl. btw"],
            ["2026-04", "19840,00"],
            ["2026-05", "21075,00"],
            ["2026-06", "20110,00"],
          ]),
        },
      ],
    },
  ];
}

/** Writes the documents under DATA_DIR/documents/demo/<period>/ and returns their rows (without download_id). */
export async function writeDemoDocuments(
  documentDir: string,
  download: DemoDownload,
): Promise<Omit<typeof accountantDocuments.$inferInsert, "download_id">[]> {
  const folder = path.join("demo", download.period.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
  await mkdir(path.join(documentDir, folder), { recursive: true });
  return Promise.all(
    download.documents.map(async (document) => {
      const stored_path = path.posix.join(folder.split(path.sep).join("/"), document.file_name);
      await writeFile(path.join(documentDir, stored_path), document.content);
      return {
        file_name: document.file_name,
        stored_path,
        mime: document.mime,
        size: document.content.length,
      };
    }),
  );
}
