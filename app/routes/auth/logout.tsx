/**
 * /uitloggen and /en/logout (requirements §2): POST logout {role}, clear the stored user, then go to the
 * `login_redirect` the server answers (in the page's language) or home. Without a session (the
 * loader sees none) there is nothing to post: the page clears the stored user and goes home. A failure shows the server's
 * message or the general error (requirements §8) with a button to try again.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { call } from "#app/api/typed.ts";
import { ApiError, api } from "#app/api-client.ts";
import { AuthLayout } from "#app/components/portal/AuthLayout.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { FormError } from "#app/components/ui/Field.tsx";
import { Spinner } from "#app/components/ui/Spinner.tsx";
import { useAuthText } from "#app/i18n/locales/auth.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { noStoreHeaders, sessionUser } from "#app/lib/guards.server.ts";
import { clearSession } from "#app/lib/session/state.ts";
import { languageFromPath } from "#core/lang.ts";
import { languageHome, loginPath, roleOfLoginPath } from "#core/session/paths.ts";
import type { Route } from "./+types/logout";

export const headers = noStoreHeaders;

export function loader({ context, url }: Route.LoaderArgs) {
  const lang = languageFromPath(url.pathname);
  return { lang, role: sessionUser(context)?.role ?? null };
}

export function meta() {
  return [{ name: "robots", content: "noindex, nofollow" }];
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const { t } = useAuthText();
  const { t: tc } = useCommonText();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const run = useCallback(async () => {
    setFailure(null);
    // no session on the server (e.g. Back to this page after logging out): nothing to log out, so no
    // POST that can only answer 401; forget what the browser still holds and go home
    if (!loaderData.role) {
      clearSession();
      window.location.replace(languageHome(lang));
      return;
    }
    const role = loaderData.role;
    let target = languageHome(lang);
    try {
      const result = await call.post("/logout", { body: { role }, silent: true });
      const loginRole = result.data.login_redirect ? roleOfLoginPath(result.data.login_redirect) : undefined;
      if (loginRole) target = loginPath(loginRole, lang);
    } catch (error) {
      // the session ended meanwhile: that is what we wanted
      if (!(error instanceof ApiError && error.status === 401)) {
        const message =
          error instanceof ApiError && error.kind === "http"
            ? (error.body?.message ?? tc("errors.general"))
            : tc("errors.network");
        setFailure(message);
        return;
      }
    }
    api.resetCsrf();
    clearSession();
    // replace: Back from the login must not land on this page again
    window.location.replace(target);
  }, [lang, loaderData.role, tc]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <AuthLayout lang={lang} title={t("logout.title")}>
      {failure ? (
        <div className="flex flex-col gap-4">
          <FormError message={`${t("logout.failed")} ${failure}`} />
          <Button onClick={() => void run()}>{t("logout.again")}</Button>
        </div>
      ) : (
        <p className="flex items-center gap-3 text-slate-700">
          <Spinner />
          {t("logout.busy")}
        </p>
      )}
    </AuthLayout>
  );
}
