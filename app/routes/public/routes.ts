import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";

/** public site (issue 6): file paths are relative to app/ */
export const publicRoutes: RouteConfigEntry[] = [
  index("routes/public/page.tsx", { id: "home" }),
  route("en", "routes/public/page.tsx", { id: "home-en" }),
  route("*", "routes/public/page.tsx", { id: "page" }),
];
