/**
 * Real demo images, drawn at seed time: an SVG (gradient, a few shapes) rendered by sharp to a JPEG
 * plus the WebP width variants the upload service makes (`<name>-<width>.webp`). Nothing is
 * hot-linked and nothing binary lives in the repository. They carry no words: an image is shared by
 * the Dutch and the English version of an item (docs/decisions/0008-shared-fields.md), so any text
 * on it would be in the wrong language on one of them.
 *
 * Rendering ~60 images costs a few seconds, and every test that seeds a fresh DATA_DIR would pay it.
 * So the rendered files are cached in the OS temp directory under a hash of their drawing; a seed copies
 * them from there (a copy is a millisecond). The cache is written atomically (temp file + rename), so
 * parallel test workers can share it.
 */
import { createHash } from "node:crypto";
import { copyFile, mkdir, rename, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/** widths of the WebP variants, as the upload service makes them; only those below the original */
export const VARIANT_WIDTHS = [480, 960] as const;

export interface DemoImage {
  /** public url under /uploads, e.g. /uploads/demo/news/phishing-mail.jpg */
  url: string;
  width: number;
  height: number;
  /** palette index (see palettes) */
  palette: number;
  /** which simple drawing it shows */
  motif: Motif;
}

export type Motif = "laptop" | "tower" | "cables" | "shield" | "chat" | "desk" | "chip" | "wave";

export interface RenderedImage {
  url: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  variants: { width: number; format: string; url: string }[];
}

const palettes: [string, string, string][] = [
  ["#0b3d91", "#1e88e5", "#ffd54f"],
  ["#004d40", "#26a69a", "#ffffff"],
  ["#311b92", "#7e57c2", "#ffcc80"],
  ["#263238", "#546e7a", "#4fc3f7"],
  ["#bf360c", "#ff7043", "#fff3e0"],
  ["#1b5e20", "#66bb6a", "#f1f8e9"],
  ["#0d47a1", "#42a5f5", "#e3f2fd"],
  ["#3e2723", "#8d6e63", "#ffe0b2"],
];

function motifSvg(motif: Motif, w: number, h: number, accent: string): string {
  const cx = w * 0.5;
  const cy = h * 0.47;
  const s = Math.min(w, h) / 600;
  const stroke = `stroke="${accent}" stroke-width="${10 * s}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;
  switch (motif) {
    case "laptop":
      return `<rect x="${cx - 150 * s}" y="${cy - 100 * s}" width="${300 * s}" height="${190 * s}" rx="${12 * s}" ${stroke}/>
        <path d="M${cx - 200 * s} ${cy + 120 * s} H${cx + 200 * s} L${cx + 170 * s} ${cy + 90 * s} H${cx - 170 * s} Z" ${stroke}/>`;
    case "tower":
      return `<rect x="${cx - 80 * s}" y="${cy - 160 * s}" width="${160 * s}" height="${320 * s}" rx="${14 * s}" ${stroke}/>
        <circle cx="${cx}" cy="${cy - 100 * s}" r="${18 * s}" ${stroke}/>
        <path d="M${cx - 50 * s} ${cy} H${cx + 50 * s} M${cx - 50 * s} ${cy + 40 * s} H${cx + 50 * s}" ${stroke}/>`;
    case "cables":
      return `<path d="M${cx - 220 * s} ${cy - 80 * s} C${cx - 80 * s} ${cy - 200 * s}, ${cx + 80 * s} ${cy + 40 * s}, ${cx + 220 * s} ${cy - 80 * s}" ${stroke}/>
        <path d="M${cx - 220 * s} ${cy} C${cx - 80 * s} ${cy - 120 * s}, ${cx + 80 * s} ${cy + 120 * s}, ${cx + 220 * s} ${cy}" ${stroke}/>
        <path d="M${cx - 220 * s} ${cy + 80 * s} C${cx - 80 * s} ${cy - 40 * s}, ${cx + 80 * s} ${cy + 200 * s}, ${cx + 220 * s} ${cy + 80 * s}" ${stroke}/>`;
    case "shield":
      return `<path d="M${cx} ${cy - 170 * s} L${cx + 140 * s} ${cy - 110 * s} V${cy + 10 * s} C${cx + 140 * s} ${cy + 100 * s}, ${cx + 60 * s} ${cy + 160 * s}, ${cx} ${cy + 180 * s} C${cx - 60 * s} ${cy + 160 * s}, ${cx - 140 * s} ${cy + 100 * s}, ${cx - 140 * s} ${cy + 10 * s} V${cy - 110 * s} Z" ${stroke}/>
        <path d="M${cx - 55 * s} ${cy + 5 * s} L${cx - 10 * s} ${cy + 50 * s} L${cx + 65 * s} ${cy - 40 * s}" ${stroke}/>`;
    case "chat":
      return `<rect x="${cx - 190 * s}" y="${cy - 130 * s}" width="${300 * s}" height="${170 * s}" rx="${30 * s}" ${stroke}/>
        <rect x="${cx - 90 * s}" y="${cy + 10 * s}" width="${280 * s}" height="${150 * s}" rx="${30 * s}" ${stroke}/>`;
    case "desk":
      return `<path d="M${cx - 220 * s} ${cy + 60 * s} H${cx + 220 * s} M${cx - 190 * s} ${cy + 60 * s} V${cy + 190 * s} M${cx + 190 * s} ${cy + 60 * s} V${cy + 190 * s}" ${stroke}/>
        <rect x="${cx - 110 * s}" y="${cy - 150 * s}" width="${220 * s}" height="${140 * s}" rx="${10 * s}" ${stroke}/>
        <path d="M${cx} ${cy - 10 * s} V${cy + 60 * s}" ${stroke}/>`;
    case "chip":
      return `<rect x="${cx - 110 * s}" y="${cy - 110 * s}" width="${220 * s}" height="${220 * s}" rx="${16 * s}" ${stroke}/>
        <rect x="${cx - 50 * s}" y="${cy - 50 * s}" width="${100 * s}" height="${100 * s}" ${stroke}/>
        <path d="M${cx - 60 * s} ${cy - 110 * s} V${cy - 160 * s} M${cx} ${cy - 110 * s} V${cy - 160 * s} M${cx + 60 * s} ${cy - 110 * s} V${cy - 160 * s} M${cx - 60 * s} ${cy + 110 * s} V${cy + 160 * s} M${cx} ${cy + 110 * s} V${cy + 160 * s} M${cx + 60 * s} ${cy + 110 * s} V${cy + 160 * s}" ${stroke}/>`;
    default:
      return `<path d="M0 ${h * 0.75} C${w * 0.25} ${h * 0.6}, ${w * 0.5} ${h * 0.9}, ${w} ${h * 0.7}" ${stroke}/>
        <circle cx="${cx}" cy="${cy - 40 * s}" r="${90 * s}" ${stroke}/>`;
  }
}

/** The SVG drawing of one demo image. */
export function demoImageSvg(image: DemoImage): string {
  const { width: w, height: h } = image;
  const [dark, light, accent] = palettes[image.palette % palettes.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w * 0.1}" cy="${h * 0.15}" r="${h * 0.35}" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="${w * 0.95}" cy="${h * 0.95}" r="${h * 0.45}" fill="#000000" fill-opacity="0.08"/>
  ${motifSvg(image.motif, w, h, accent)}
</svg>`;
}

const variantUrl = (url: string, width: number) => url.replace(/\.[a-z]+$/, `-${width}.webp`);

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/** Renders (or takes from the cache) one image and its variants, and copies them into uploadDir. */
async function renderOne(image: DemoImage, uploadDir: string, cacheDir: string): Promise<RenderedImage> {
  const svg = demoImageSvg(image);
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 20);
  const widths = VARIANT_WIDTHS.filter((width) => width < image.width);
  const cached = (suffix: string) => path.join(cacheDir, `${hash}${suffix}`);

  if (!(await exists(cached(".jpg")))) {
    const base = sharp(Buffer.from(svg));
    const jpeg = await base.clone().jpeg({ quality: 78, mozjpeg: false }).toBuffer();
    const variants = await Promise.all(
      widths.map((width) => base.clone().resize({ width }).webp({ quality: 72, effort: 2 }).toBuffer()),
    );
    await Promise.all(widths.map((width, i) => writeAtomically(cached(`-${width}.webp`), variants[i])));
    // the JPEG last: its presence says the whole set is in the cache
    await writeAtomically(cached(".jpg"), jpeg);
  }

  const target = (url: string) => path.join(uploadDir, url.replace(/^\/uploads\//, ""));
  await mkdir(path.dirname(target(image.url)), { recursive: true });
  await copyFile(cached(".jpg"), target(image.url));
  await Promise.all(
    widths.map((width) => copyFile(cached(`-${width}.webp`), target(variantUrl(image.url, width)))),
  );
  const { size } = await stat(target(image.url));
  return {
    url: image.url,
    mime: "image/jpeg",
    size,
    width: image.width,
    height: image.height,
    variants: widths.map((width) => ({ width, format: "webp", url: variantUrl(image.url, width) })),
  };
}

/** Renders every image (a few at a time: sharp has its own thread pool) into DATA_DIR/uploads. */
export async function renderDemoImages(images: DemoImage[], uploadDir: string): Promise<RenderedImage[]> {
  const cacheDir = path.join(tmpdir(), "delft-it-demo-images-v2");
  await mkdir(cacheDir, { recursive: true });
  const results: RenderedImage[] = new Array(images.length);
  let next = 0;
  const worker = async () => {
    while (next < images.length) {
      const index = next++;
      results[index] = await renderOne(images[index], uploadDir, cacheDir);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return results;
}
