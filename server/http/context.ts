/** What every API handler can read from the Hono context. */

import type { SessionUser } from "../auth/session.ts";
import type { AppDeps } from "../deps.ts";
import type { Lang } from "../i18n/lang.ts";
import type { Logger } from "../logger.ts";

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    lang: Lang;
    /** per-response nonce for the inline scripts React Router renders (CSP) */
    cspNonce: string;
    /** set by the authorize middleware on /api requests */
    user: SessionUser | null;
  };
};
