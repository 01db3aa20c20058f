/**
 * The toast area of the whole app (sonner), plus "flash" messages carried in the address: a server
 * redirect cannot show a toast, so it adds `?flash=<key>` (e.g. the route guard's `denied`); this
 * component shows the message in the page's language and removes the flag from the address.
 *
 * Mounted once in app/root.tsx: `<AppToaster />`.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Toaster, toast } from "sonner";
import { type FlashKey, flashMessages } from "#app/lib/session/flash.ts";

export { type FlashKey, flashMessages, withFlash } from "#app/lib/session/flash.ts";

function FlashFromAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation("common");
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const key = params.get("flash");
    if (!key) return;
    if (key in flashMessages) {
      const message = t(flashMessages[key as FlashKey]);
      toast.error(message, { id: `flash-${key}` });
    }
    params.delete("flash");
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate, t]);
  return null;
}

export function AppToaster() {
  return (
    <>
      <Toaster position="top-center" richColors closeButton duration={6000} />
      <FlashFromAddress />
    </>
  );
}
