/**
 * /account/tweestapsverificatie, /en/account/two-step-verification: a logged-in user (any role)
 * turns two-step verification on (QR code and key, one code to confirm, the recovery codes shown
 * once) or off (with a code). GET two-factor tells the state; the admin menu links here.
 */
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { call, type DataOf } from "#app/api/typed.ts";
import { ApiError } from "#app/api-client.ts";
import { PortalShell } from "#app/components/portal/PortalShell.tsx";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { FormError } from "#app/components/ui/Field.tsx";
import { useAuthText } from "#app/i18n/locales/auth.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { noStoreHeaders } from "#app/lib/guards.server.ts";
import { authPath } from "#core/session/paths.ts";
import type { Route } from "./+types/two-factor";
import { accountScreenLoader } from "./account-screen.server.ts";
import { accountScreenMeta } from "./account-screen.ts";
import { AccountName, CurrentPasswordField } from "./password-fields.tsx";
import { CodeField, Enrolment, RecoveryCodes, type Setup } from "./two-factor-ui.tsx";

export const headers = noStoreHeaders;

export function loader(args: Route.LoaderArgs) {
  return accountScreenLoader(args);
}

export const meta = accountScreenMeta("twoFactor.title");

type Status = DataOf<"/two-factor", "get">;
/** what the screen shows: the state, the password again, the enrolment, or the new recovery codes */
type View = "status" | "password" | "enrol" | "codes";

const panel = "max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm";

export default function TwoFactor({ loaderData }: Route.ComponentProps) {
  const { lang, user, home } = loaderData;
  const { t } = useAuthText();
  const { t: tc } = useCommonText();
  const [status, setStatus] = useState<Status | null>(null);
  const [view, setView] = useState<View>("status");
  const [codes, setCodes] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{
    form?: string;
    code?: readonly string[];
    password?: readonly string[];
  }>({});
  const [setup, setSetup] = useState<Setup | null>(null);

  const load = useCallback(async () => {
    const answer = await call.get("/two-factor");
    setStatus(answer.data);
  }, []);
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  async function startSetup(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setBusy(true);
    setErrors({});
    try {
      const answer = await call.post("/two-factor/setup", {
        body: { password },
        silent: [409, 422, 423, 429],
      });
      setSetup(answer.data);
      setView("enrol");
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        setErrors({ password: error.fieldErrors.password });
      else if (error instanceof ApiError && error.body?.message) setErrors({ form: error.body.message });
    } finally {
      setBusy(false);
    }
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setBusy(true);
    setErrors({});
    try {
      const answer = await call.post("/two-factor/disable", { body: { code }, silent: [409, 422, 423, 429] });
      toast.success(answer.data.message);
      await load();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors({ code: error.fieldErrors.code });
      else if (error instanceof ApiError && error.body?.message) setErrors({ form: error.body.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PortalShell lang={lang} userName={user.name} title={t("twoFactor.title")} intro={t("twoFactor.intro")}>
      <div className={panel}>
        {view === "password" ? (
          <form method="post" onSubmit={startSetup} noValidate className="flex flex-col gap-4">
            <p className="text-slate-700">{t("twoFactor.passwordIntro")}</p>
            <FormError message={errors.form} />
            <AccountName name={user.name} />
            <CurrentPasswordField
              label={t("change.current")}
              name="password"
              autoFocus
              error={errors.password}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" busy={busy}>
                {t("twoFactor.continue")}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setView("status")}>
                {t("twoFactor.cancel")}
              </Button>
            </div>
          </form>
        ) : view === "enrol" && setup ? (
          <Enrolment
            initialSetup={setup}
            enablePath="/two-factor/enable"
            onEnabled={(data) => {
              setSetup(null);
              setCodes(data.recovery_codes);
              setView("codes");
              toast.success(t("twoFactor.enabled"));
            }}
          />
        ) : view === "codes" ? (
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes([]);
              setView("status");
              load().catch(() => undefined);
            }}
          />
        ) : !status ? (
          <p className="text-slate-500">{tc("actions.loading")}</p>
        ) : status.enabled ? (
          <div className="flex flex-col gap-4">
            <p className="font-semibold text-green-800" data-testid="two-factor-state">
              {t("twoFactor.on")}
            </p>
            <p className="text-slate-700">
              {t("twoFactor.codesLeft", { count: status.recovery_codes_left })}
            </p>
            {status.required ? (
              <p className="text-slate-700">{t("twoFactor.requiredNote")}</p>
            ) : (
              <form
                method="post"
                onSubmit={disable}
                noValidate
                className="flex flex-col gap-4 border-t border-slate-200 pt-4"
              >
                <h2 className="text-lg font-semibold text-slate-900">{t("twoFactor.disableTitle")}</h2>
                <p className="text-slate-700">{t("twoFactor.disableIntro")}</p>
                <FormError message={errors.form} />
                <CodeField recovery={false} error={errors.code} />
                <Button type="submit" variant="danger" busy={busy} className="self-start">
                  {t("twoFactor.disable")}
                </Button>
              </form>
            )}
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <p className="font-semibold text-slate-900" data-testid="two-factor-state">
              {t("twoFactor.off")}
            </p>
            {status.required ? <p className="text-slate-700">{t("twoFactor.enrolRequired")}</p> : null}
            <Button
              type="button"
              className="self-start"
              onClick={() => {
                setErrors({});
                setView("password");
              }}
            >
              {t("twoFactor.turnOn")}
            </Button>
          </div>
        )}
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        <ButtonLink href={home}>{t("twoFactor.back")}</ButtonLink>
        <ButtonLink href={authPath("changePassword", lang)} variant="ghost">
          {t("twoFactor.changePassword")}
        </ButtonLink>
      </div>
    </PortalShell>
  );
}
