/**
 * The React Router context that carries the server's load context (server/load-context.ts) to
 * every loader and action; server/ssr.ts sets it from entry.server's export.
 */
import { createContext } from "react-router";
import type { AppLoadContext } from "#server/load-context.ts";

export type { AppLoadContext };

export const appContext = createContext<AppLoadContext>();
