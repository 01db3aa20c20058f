/**
 * The toast area of the whole app (sonner), plus "flash" messages carried in the address: a server
 * redirect cannot show a toast, so it adds `?flash=<key>` (e.g. the route guard's `denied`); this
 * component shows the message in the page's language and removes the flag from the address.
 *
 * Loaded on demand by <AppToaster /> (./Toaster.tsx), mounted once in app/root.tsx.
 */
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { Toaster, toast } from "sonner";
import { SAVE_BAR_HEIGHT_VAR } from "#app/admin/save-bar.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { type FlashKey, flashMessages } from "#core/session/flash.ts";

function FlashFromAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useCommonText();
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

/**
 * In the admin, toasts (one per save, delete …) come up from the bottom right and at most three show
 * at once: they never cover a screen's heading or its buttons at the top. They sit above a form's
 * save bar, which keeps the room it takes at the bottom of the screen in `--admin-save-bar`
 * (app/admin/save-bar.ts), so the save button and the status beside it stay visible. On phones (sonner: up to 600 px) a toast takes the
 * whole width less 8 px each side: a narrower one broke its words over several lines. The logins and
 * portals take the bottom right too: at the top they covered the portal's "Logged in as …" and, on a
 * phone, the titles of its cards. The public site keeps them at the top centre.
 */
const aboveSaveBar = (gap: number) => `calc(var(${SAVE_BAR_HEIGHT_VAR}, 0px) + ${gap}px)`;
const adminToasts = {
  position: "bottom-right",
  offset: { bottom: aboveSaveBar(16), right: 16 },
  mobileOffset: { bottom: aboveSaveBar(8), right: 8, left: 8 },
  // nothing of a toast shows below the toast area's bottom edge: sliding in and out, a toast would
  // otherwise pass over the save bar (and take its clicks)
  style: { clipPath: "inset(-100vh -100vw 0 -100vw)" },
} as const;

export default function ToastArea({ admin, publicSite }: { admin: boolean; publicSite: boolean }) {
  return (
    <>
      <Toaster
        position={publicSite ? "top-center" : "bottom-right"}
        richColors
        closeButton
        duration={6000}
        visibleToasts={3}
        {...(admin ? adminToasts : {})}
      />
      <FlashFromAddress />
    </>
  );
}
