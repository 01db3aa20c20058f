/**
 * The login of one role (requirements §2): /login-admin, /login-status, /login-zzp, /login-boekhouding and
 * their /en forms. The role follows from the address.
 *
 * Server side (loader): already logged in with this role → that role's home; logged in with another
 * role → the language home with the 'already logged in with another account' message.
 * Browser side: POST login through the API client; success → the `redirect` query when it is a path
 * of this site, otherwise the role's home (a document load, so every part of the page sees the new
 * session); wrong data → 'Invalid username or password'; locked (423) / throttled (429) → the
 * server's message with the minutes to wait. With two-step verification on, the right password
 * answers `two_factor_required` and the same screen asks for the code (or a recovery code); when
 * ADMIN_2FA requires it of an administrator without it, the screen enrols first and shows the
 * recovery codes before going on (two-factor-ui.tsx).
 */
import { type FormEvent, useState } from "react";
import { data, redirect } from "react-router";
import { call } from "#app/api/typed.ts";
import { ApiError } from "#app/api-client.ts";
import { AuthLayout } from "#app/components/portal/AuthLayout.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { authTexts, useAuthText } from "#app/i18n/locales/auth.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { noStoreHeaders, sessionUser } from "#app/lib/guards.server.ts";
import { notifySessionChanged } from "#app/lib/session/state.ts";
import { languageFromPath } from "#core/lang.ts";
import type { Role } from "#core/roles.ts";
import { withFlash } from "#core/session/flash.ts";
import { homePath } from "#core/session/home.server.ts";
import { authPath, languageHome, loginPath, roleOfLoginPath, safeRedirect } from "#core/session/paths.ts";
import type { Route } from "./+types/login";
import { useAccountForm } from "./form-errors.ts";
import { CurrentPasswordField, FormMessage } from "./password-fields.tsx";
import { CodeField, Enrolment, RecoveryCodes } from "./two-factor-ui.tsx";

export const headers = noStoreHeaders;

export function loader({ context, url }: Route.LoaderArgs) {
  const role = roleOfLoginPath(url.pathname);
  if (!role) throw data(null, { status: 404 });
  const lang = languageFromPath(url.pathname);
  const user = sessionUser(context);
  if (user?.role === role) throw redirect(homePath(role, lang), { headers: noStoreHeaders() });
  if (user) throw redirect(withFlash(languageHome(lang), "other-account"), { headers: noStoreHeaders() });
  return {
    role,
    lang,
    // decided here once: the client only follows it
    next: safeRedirect(url.searchParams.get("redirect"), homePath(role, lang)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = authTexts(loaderData.lang);
  return [
    { title: `${t(`login.title.${loaderData.role as Role}`)} | Delft IT Service` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

type LoginErrors = {
  form?: string;
  email?: readonly string[];
  password?: readonly string[];
  code?: readonly string[];
};

/** password → (code | enrol → codes) */
type Step = "password" | "code" | "enrol" | "codes";
export default function Login({ loaderData }: Route.ComponentProps) {
  const { role, lang, next } = loaderData;
  const { t } = useAuthText();
  const { t: tc } = useCommonText();
  const { busy, setBusy, errors, setErrors, formRef } = useAccountForm<LoginErrors>();
  const [locked, setLocked] = useState(false);
  const [step, setStep] = useState<Step>("password");
  const [recovery, setRecovery] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);

  /** the pending login is gone (expired, or locked): back to the password with the server's words */
  function restart(message: string, isLocked = false) {
    setStep("password");
    setRecovery(false);
    setLocked(isLocked);
    setErrors({ form: message });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    setLocked(false);
    try {
      const answer = await call.post("/login", {
        body: { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
        silent: true,
      });
      if ("two_factor_required" in answer.data) {
        setBusy(false);
        setStep(answer.data.two_factor_setup_required ? "enrol" : "code");
        return;
      }
      notifySessionChanged();
      window.location.assign(next);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) return setErrors({ form: tc("errors.general") });
      if (error.status === 401) return setErrors({ form: tc("errors.invalidLogin") });
      if (error.status === 423 || error.status === 429) {
        setLocked(error.status === 423);
        return setErrors({ form: error.body?.message ?? tc("errors.general") });
      }
      if (error.status === 422) {
        return setErrors({ email: error.fieldErrors.email, password: error.fieldErrors.password });
      }
      setErrors({ form: error.kind === "http" ? tc("errors.general") : tc("errors.network") });
    }
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setBusy(true);
    setErrors({});
    try {
      await call.post("/login/two-factor", { body: { code }, silent: true });
      notifySessionChanged();
      window.location.assign(next);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) return setErrors({ form: tc("errors.general") });
      if (error.status === 422) return setErrors({ code: error.fieldErrors.code ?? [tc("errors.general")] });
      if (error.status === 409) return restart(error.body?.message ?? tc("errors.general"));
      if (error.status === 423 || error.status === 429) {
        return restart(error.body?.message ?? tc("errors.general"), error.status === 423);
      }
      setErrors({ form: error.kind === "http" ? tc("errors.general") : tc("errors.network") });
    }
  }

  const title = t(`login.title.${role as Role}`);

  if (step === "code") {
    return (
      <AuthLayout
        lang={lang}
        title={t(recovery ? "twoFactor.recoveryTitle" : "twoFactor.codeTitle")}
        intro={t(recovery ? "twoFactor.recoveryIntro" : "twoFactor.codeIntro")}
      >
        {/* method="post": a form sent before the page's script has run (a slow phone, a blocker) is sent
          by the browser itself, and a GET would put the e-mail address and the password in the
          address bar, the history and the server's logs. Every password form of app/routes/auth does so. */}
        <form
          method="post"
          ref={formRef}
          onSubmit={submitCode}
          noValidate
          className="flex flex-col gap-4"
          data-testid="two-factor-step"
        >
          <FormMessage message={errors.form} />
          <CodeField recovery={recovery} error={errors.code} />
          <Button type="submit" busy={busy} className="w-full">
            {t("twoFactor.verify")}
          </Button>
          <button
            type="button"
            className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            onClick={() => {
              setRecovery((r) => !r);
              setErrors({});
            }}
          >
            {recovery ? t("twoFactor.useApp") : t("twoFactor.useRecovery")}
          </button>
          <button
            type="button"
            className="self-start text-sm text-slate-600 underline-offset-4 hover:underline"
            onClick={() => restart("")}
          >
            {t("twoFactor.startOver")}
          </button>
        </form>
      </AuthLayout>
    );
  }

  if (step === "enrol" || step === "codes") {
    return (
      <AuthLayout lang={lang} title={t("twoFactor.enrolTitle")} intro={t("twoFactor.enrolRequired")}>
        {step === "enrol" ? (
          <Enrolment
            setupPath="/login/two-factor/setup"
            enablePath="/login/two-factor/enable"
            onEnabled={(data) => {
              notifySessionChanged();
              setRecoveryCodes(data.recovery_codes);
              setStep("codes");
            }}
            onExpired={(message) => restart(message)}
          />
        ) : (
          <RecoveryCodes codes={recoveryCodes} onDone={() => window.location.assign(next)} />
        )}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout lang={lang} title={title} intro={t(`login.intro.${role as Role}`)}>
      <form
        method="post"
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-describedby={errors.form ? "login-error" : undefined}
      >
        <FormMessage id="login-error" message={errors.form}>
          {locked ? <p className="mb-1 font-semibold text-red-800">{t("login.lockedTitle")}</p> : null}
        </FormMessage>
        <Field
          label={t("login.email")}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          autoFocus
          error={errors.email}
        />
        <CurrentPasswordField label={t("login.password")} name="password" error={errors.password} />
        <Button type="submit" busy={busy} className="w-full">
          {t("login.submit")}
        </Button>
        <a
          href={`${authPath("forgotPassword", lang)}?from=${encodeURIComponent(loginPath(role, "nl"))}`}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t("login.forgot")}
        </a>
      </form>
    </AuthLayout>
  );
}
