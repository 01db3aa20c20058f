/**
 * The toast area of the whole app (sonner) and the "flash" messages carried in the address
 * (./ToastArea.tsx). Sonner is loaded on demand: the admin, the logins and the portals show toasts
 * (saves, failures) and get the area as soon as the page runs; a page of the public site shows none
 * of its own, so it loads the area only to show a flash message (`?flash=…`, a guard's redirect).
 *
 * Mounted once in app/root.tsx: `<AppToaster />`.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useMatches } from "react-router";

export { type FlashKey, flashMessages, withFlash } from "#core/session/flash.ts";

const ToastArea = lazy(() => import("./ToastArea.tsx"));

/** the route id of the public site's layout (app/routes/public/routes.ts) */
const PUBLIC_LAYOUT_ID = "public";

/** `admin` comes from the root loader (the server knows the admin's address; the bundle must not) */
export function AppToaster({ admin = false }: { admin?: boolean }) {
  const location = useLocation();
  const publicSite = useMatches().some((match) => match.id === PUBLIC_LAYOUT_ID);
  // toasts exist only in the browser: mounting after hydration keeps the server's HTML free of it
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const wanted = !publicSite || new URLSearchParams(location.search).has("flash");
  // once loaded it stays: a toast must not vanish with the flag it came from
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (hydrated && wanted) setLoaded(true);
  }, [hydrated, wanted]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea admin={admin} publicSite={publicSite} />
    </Suspense>
  );
}
