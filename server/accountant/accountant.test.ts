import { inflateRawSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountantDownloads, downloadLog } from "#server/db/schema.ts";
import { minimalPdf } from "#server/db/seed/people.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { jsonHeaders, loginAs } from "#tests/support/auth.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let accountant: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, "cms-admin");
  accountant = await loginAs(t, "cms-accountant");
});
afterAll(async () => t.close());

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.api(path, {
    method,
    headers: jsonHeaders(headers),
    body: body === undefined ? undefined : JSON.stringify(body),
  });

function upload(downloadId: number, name: string, content: Uint8Array | string, headers = admin.headers) {
  const form = new FormData();
  form.append("file", new File([content as BlobPart], name));
  return t.api(`accountant-download/${downloadId}/add-document`, { method: "POST", headers, body: form });
}

/** The entries of a ZIP: reads the central directory and inflates each entry. */
function unzip(buffer: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const eocd = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const total = buffer.readUInt16LE(eocd + 10);
  let at = buffer.readUInt32LE(eocd + 16);
  for (let i = 0; i < total; i++) {
    const method = buffer.readUInt16LE(at + 10);
    const compressed = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const dataStart = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(dataStart, dataStart + compressed);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

describe("accountant downloads", () => {
  let current: { id: number };
  const pdf = minimalPdf(["Jaaroverzicht 2025"]);
  const csv = "datum;bedrag\n2026-01-01;12,50\n";
  let png: Buffer;

  it("the admin creates downloads; only one is current", async () => {
    const a = await send("POST", "accountant-downloads/add-accountant-download", admin.headers, {
      title: "Administratie 2025",
      period: "2025",
      is_current: true,
    });
    expect(a.status).toBe(201);
    const b = await send("POST", "accountant-downloads/add-accountant-download", admin.headers, {
      title: "Administratie 2026 Q1",
      period: "2026 Q1",
    });
    const second = (await b.json()).data;
    const edit = await send("PUT", `accountant-download/edit/${second.id}`, admin.headers, {
      is_current: true,
      description: "Facturen en bonnen",
    });
    expect((await edit.json()).data).toMatchObject({ is_current: true, description: "Facturen en bonnen" });
    const currents = await t.db
      .select()
      .from(accountantDownloads)
      .where(eq(accountantDownloads.is_current, true));
    expect(currents.map((d) => d.id)).toEqual([second.id]);
    current = second;
    const list = await (await send("GET", "accountant-downloads", admin.headers)).json();
    expect(list.meta.total).toBe(2);
    expect((await send("GET", "accountant-download/999999", admin.headers)).status).toBe(404);
  });

  it("accepts PDF, CSV and images by content; refuses disguised, binary and oversized files", async () => {
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const okPdf = await upload(current.id, "jaaroverzicht.pdf", pdf);
    expect(okPdf.status).toBe(201);
    const doc = (await okPdf.json()).data;
    expect(doc).toMatchObject({ file_name: "jaaroverzicht.pdf", mime: "application/pdf", size: pdf.length });
    expect(doc.stored_path).toBeUndefined();
    expect((await upload(current.id, "bank.csv", csv)).status).toBe(201);
    // the name claims .txt, the content is a PNG: stored as what it is
    const image = await upload(current.id, "../../bon.txt", png);
    expect(image.status).toBe(201);
    expect((await image.json()).data).toMatchObject({ file_name: "bon.png", mime: "image/png" });

    const php = await upload(current.id, "factuur.pdf", "<?php system($_GET['c']); ?>");
    expect(php.status).toBe(415);
    expect((await php.json()).errors.file[0]).toMatch(/ongeldig type/);
    expect((await upload(current.id, "data.csv", "a;b\u0000c")).status).toBe(415);
    expect((await upload(current.id, "page.html", "<html><script>alert(1)</script></html>")).status).toBe(
      415,
    );
    const big = await upload(current.id, "big.pdf", Buffer.concat([pdf, Buffer.alloc(21 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect((await upload(999999, "x.pdf", pdf)).status).toBe(404);
  });

  it("the accountant sees the current download and downloads a document (streamed, logged)", async () => {
    const mine = await (await send("GET", "accountant-download-of-accountant", accountant.headers)).json();
    expect(mine.data.id).toBe(current.id);
    expect(mine.data.documents.map((d: { file_name: string }) => d.file_name).sort()).toEqual([
      "bank.csv",
      "bon.png",
      "jaaroverzicht.pdf",
    ]);
    const pdfDoc = mine.data.documents.find(
      (d: { file_name: string }) => d.file_name === "jaaroverzicht.pdf",
    );
    const res = await t.api(`accountant-document/${pdfDoc.id}`, {
      headers: { cookie: accountant.headers.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="jaaroverzicht.pdf"/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
    const log = await t.db.select().from(downloadLog).where(eq(downloadLog.user_id, accountant.user.id));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ document_id: pdfDoc.id, download_id: current.id });
  });

  it("the accountant downloads everything as one ZIP", async () => {
    const res = await t.api(`accountant-download-zip/${current.id}`, {
      headers: { cookie: accountant.headers.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/Administratie 2026 Q1 2026 Q1\.zip/);
    const entries = unzip(Buffer.from(await res.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual(["bank.csv", "bon.png", "jaaroverzicht.pdf"]);
    expect(entries.get("jaaroverzicht.pdf")!.equals(pdf)).toBe(true);
    expect(entries.get("bank.csv")!.toString()).toBe(csv);
    expect(entries.get("bon.png")!.equals(png)).toBe(true);
    const log = await t.db.select().from(downloadLog).where(eq(downloadLog.user_id, accountant.user.id));
    expect(log.some((l) => l.what.startsWith("zip of"))).toBe(true);
  });

  it("a download that is not current is not found for the accountant; refused to other roles", async () => {
    const old = (await (await send("GET", "accountant-downloads?sort=id&order=asc", admin.headers)).json())
      .data[0];
    expect(old.is_current).toBe(false);
    const oldDoc = (await (await upload(old.id, "oud.csv", "x;y\n")).json()).data;
    expect(
      (await t.api(`accountant-download-zip/${old.id}`, { headers: { cookie: accountant.headers.cookie } }))
        .status,
    ).toBe(404);
    expect(
      (await t.api(`accountant-document/${oldDoc.id}`, { headers: { cookie: accountant.headers.cookie } }))
        .status,
    ).toBe(404);
    expect(
      (await t.api(`accountant-document/${oldDoc.id}`, { headers: { cookie: admin.headers.cookie } })).status,
    ).toBe(200);
    const klant = await loginAs(t, "cms-status-user");
    expect(
      (await t.api(`accountant-document/${oldDoc.id}`, { headers: { cookie: klant.headers.cookie } })).status,
    ).toBe(403);
    expect((await send("GET", "accountant-download-of-accountant", klant.headers)).status).toBe(403);
    expect((await t.api(`accountant-document/${oldDoc.id}`)).status).toBe(401);
  });

  it("the admin deletes a document (and its file)", async () => {
    const mine = await (await send("GET", "accountant-download-of-accountant", accountant.headers)).json();
    const doc = mine.data.documents[0];
    expect((await send("DELETE", `accountant-document/delete/${doc.id}`, admin.headers)).status).toBe(200);
    expect((await send("DELETE", `accountant-document/delete/${doc.id}`, admin.headers)).status).toBe(404);
    expect(
      (await t.api(`accountant-document/${doc.id}`, { headers: { cookie: admin.headers.cookie } })).status,
    ).toBe(404);
  });
});
