/**
 * False in the server's HTML and until the page's script has run, then true. A control that only
 * this script can serve (a menu toggle, a dialog opener) is disabled until then, so it says it is
 * not ready instead of losing a click on a slow phone.
 */
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
