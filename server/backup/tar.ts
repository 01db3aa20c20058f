/**
 * A small writer and reader of the POSIX tar format (ustar, with pax headers for long paths), the
 * container of a backup archive. Written here rather than taken from a package because a backup
 * needs only regular files, and owning the reader lets it refuse anything unexpected (links,
 * devices, bad header checksums, a stream that ends inside an entry) instead of extracting it.
 * The result is an ordinary `.tar`, so `tar -tzf backup.tar.gz` lists a backup on any machine.
 */
import type { Readable } from "node:stream";

const BLOCK = 512;

export class ArchiveError extends Error {}

function writeString(header: Buffer, value: string, offset: number, length: number) {
  header.write(value, offset, length, "utf8");
}

function writeOctal(header: Buffer, value: number, offset: number, length: number) {
  // length - 1 digits and a NUL terminator
  writeString(header, `${value.toString(8).padStart(length - 1, "0")}\0`, offset, length);
}

function headerBlock(name: string, size: number, type: "0" | "x", mtime: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  writeString(header, name, 0, 100);
  writeOctal(header, type === "x" ? 0o644 : 0o600, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeOctal(header, size, 124, 12);
  writeOctal(header, Math.floor(mtime / 1000), 136, 12);
  header.fill(" ", 148, 156);
  writeString(header, type, 156, 1);
  writeString(header, "ustar\0", 257, 6);
  writeString(header, "00", 263, 2);
  let sum = 0;
  for (const byte of header) sum += byte;
  writeOctal(header, sum, 148, 7);
  header[155] = 0x20;
  return header;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

/** One pax record "<length> path=<value>\n", where the length counts the whole record itself. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
  return Buffer.from(`${length}${body}`);
}

/** The header blocks of one regular file: a pax header first when the path needs more than 99 bytes. */
export function entryHeader(name: string, size: number, mtime = Date.now()): Buffer {
  if (Buffer.byteLength(name) < 100 && /^[\x20-\x7e]+$/.test(name))
    return headerBlock(name, size, "0", mtime);
  const pax = paxRecord("path", name);
  return Buffer.concat([
    headerBlock("PaxHeader", pax.length, "x", mtime),
    pax,
    padding(pax.length),
    headerBlock(Buffer.from(name).subarray(0, 99).toString("latin1"), size, "0", mtime),
  ]);
}

export function entryPadding(size: number): Buffer {
  return padding(size);
}

/** Two zero blocks end an archive. */
export const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

/** Reads exact byte counts from a stream of chunks; a premature end is an ArchiveError. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly iterator: AsyncIterator<Buffer>;
  private done = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  private async fill(wanted: number): Promise<boolean> {
    while (this.length < wanted && !this.done) {
      const next = await this.iterator.next();
      if (next.done) this.done = true;
      else {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
    return this.length >= wanted;
  }

  private take(count: number): Buffer {
    const all = this.buffered.length === 1 ? this.buffered[0] : Buffer.concat(this.buffered);
    const out = all.subarray(0, count);
    const rest = all.subarray(count);
    this.buffered = rest.length ? [rest] : [];
    this.length = rest.length;
    return out;
  }

  /** exactly `count` bytes, or null when the stream ended before the first of them */
  async read(count: number): Promise<Buffer | null> {
    if (!(await this.fill(count))) {
      if (this.length === 0) return null;
      throw new ArchiveError("the archive is truncated");
    }
    return this.take(count);
  }

  /** `count` bytes in pieces as they arrive */
  async *pieces(count: number): AsyncGenerator<Buffer> {
    let left = count;
    while (left > 0) {
      if (this.length === 0 && !(await this.fill(1))) throw new ArchiveError("the archive is truncated");
      const piece = this.take(Math.min(left, this.length));
      left -= piece.length;
      yield piece;
    }
  }
}

function readString(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new ArchiveError("the archive is damaged (a bad header field)");
  return Number.parseInt(text, 8);
}

function checkHeader(block: Buffer) {
  const stored = readOctal(block, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i];
  if (sum !== stored) throw new ArchiveError("the archive is damaged (a header checksum does not match)");
}

function parsePax(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let rest = data.toString("utf8");
  while (rest.length) {
    const space = rest.indexOf(" ");
    const length = Number.parseInt(rest.slice(0, space), 10);
    if (!Number.isFinite(length) || length <= space) throw new ArchiveError("the archive is damaged (pax)");
    const record = Buffer.from(rest).subarray(0, length).toString("utf8");
    const [key, ...value] = record.slice(space + 1, -1).split("=");
    records[key] = value.join("=");
    rest = Buffer.from(rest).subarray(length).toString("utf8");
  }
  return records;
}

export interface TarEntry {
  name: string;
  size: number;
  /** the content; must be consumed before the next entry is read */
  content: AsyncGenerator<Buffer>;
}

/**
 * The regular files of a tar stream, in order. Anything else than regular files and pax path
 * headers is refused, as is an archive without its end marker (a cut-off copy).
 */
export async function* readTar(source: AsyncIterable<Buffer> | Readable): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source as AsyncIterable<Buffer>);
  let paxPath: string | undefined;
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block) throw new ArchiveError("the archive is truncated (no end marker)");
    if (block.every((byte) => byte === 0)) return;
    checkHeader(block);
    const type = String.fromCharCode(block[156] || 0x30);
    const size = readOctal(block, 124, 12);
    const prefix = readString(block, 345, 155);
    const name = paxPath ?? (prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100));
    if (type === "x") {
      const data = await reader.read(size + padding(size).length);
      if (!data) throw new ArchiveError("the archive is truncated");
      paxPath = parsePax(data.subarray(0, size)).path;
      continue;
    }
    paxPath = undefined;
    if (type !== "0")
      throw new ArchiveError(`the archive holds an unexpected entry type "${type}" (${name})`);
    let consumed = 0;
    async function* content() {
      for await (const piece of reader.pieces(size)) {
        consumed += piece.length;
        yield piece;
      }
    }
    yield { name, size, content: content() };
    // whatever the consumer left unread is skipped, then the padding
    for await (const _ of reader.pieces(size - consumed));
    const pad = padding(size).length;
    if (pad && !(await reader.read(pad))) throw new ArchiveError("the archive is truncated");
  }
}
