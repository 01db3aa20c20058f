import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/public/page.tsx", { id: "home" }),
  route("en", "routes/public/page.tsx", { id: "home-en" }),
  route("*", "routes/public/page.tsx", { id: "page" }),
] satisfies RouteConfig;
