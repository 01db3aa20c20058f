/** the islands' script addresses, made by scripts/vite-islands.ts */
declare module "virtual:islands-manifest" {
  const manifest: { boot: string; imports: string[] };
  export default manifest;
}
