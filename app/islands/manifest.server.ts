/**
 * The addresses of the islands' scripts for this build (scripts/vite-islands.ts writes them; in
 * development they are the source files Vite serves).
 */
import manifest from "virtual:islands-manifest";

export const islandsManifest: { boot: string; imports: string[] } = manifest;
