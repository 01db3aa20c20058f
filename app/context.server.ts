/**
 * The load context the server hands every loader and action: the database, configuration, logger,
 * the CSP nonce of this response and the request language.
 */
import { createContext } from "react-router";
import type { AppDeps, Lang } from "#server/http/context.ts";

export type AppLoadContext = { deps: AppDeps; nonce: string; lang: Lang };

export const appContext = createContext<AppLoadContext>();
