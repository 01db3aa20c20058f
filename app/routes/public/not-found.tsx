/** /pagina-niet-gevonden (requirements §2): the not-found page, answered with HTTP 404. */

import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { notFound } from "#app/lib/public/loader.server.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import type { Route } from "./+types/not-found";

export function loader(): never {
  throw notFound();
}

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function NotFoundRoute() {
  return null;
}

export const ErrorBoundary = PublicErrorBoundary;
