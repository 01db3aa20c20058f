import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Lazy discovery (React Router's default, written out because the hidden admin path depends on
  // it): the browser learns only the routes of the links it meets, through /__manifest, so a public
  // page never receives the admin routes. scripts/after-build.ts removes the full manifest file.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
