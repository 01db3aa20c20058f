/**
 * In the browser zod must interpret its validators instead of compiling them with `new Function`:
 * the Content-Security-Policy has no 'unsafe-eval' (server/http/security-headers.ts), and zod 4 both
 * probes for eval and compiles object parsers unless `jitless` is set. zod reads the setting when a
 * schema is constructed, and React Router evaluates the route modules (and the schemas they build at
 * import time) before entry.client, so this module is the first import of app/root.tsx, the first
 * route module. On the server compiling is allowed and faster, so the setting stays off there.
 */
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });
