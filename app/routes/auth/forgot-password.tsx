/**
 * /wachtwoord-vergeten, /en/forgot-password: ask for a link to choose a new password. The server
 * answers the same whatever the address (it never tells whether an account exists); we show its text.
 */
import { type FormEvent, useState } from "react";
import { call } from "#app/api/typed.ts";
import { ApiError } from "#app/api-client.ts";
import { AuthLayout } from "#app/components/portal/AuthLayout.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { Field, FormError } from "#app/components/ui/Field.tsx";
import { authTexts, useAuthText } from "#app/i18n/locales/auth.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { noStoreHeaders } from "#app/lib/guards.server.ts";
import { languageFromPath } from "#core/lang.ts";
import { loginPath, roleOfLoginPath, safeRedirect } from "#core/session/paths.ts";
import type { Route } from "./+types/forgot-password";

export const headers = noStoreHeaders;

export function loader({ url }: Route.LoaderArgs) {
  const lang = languageFromPath(url.pathname);
  // the login the visitor came from (?from=/login-zzp), for the way back
  const from = roleOfLoginPath(safeRedirect(url.searchParams.get("from"), ""));
  return { lang, back: from ? loginPath(from, lang) : null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "nl";
  return [{ title: `${authTexts(lang)("forgot.title")} | Delft IT Service` }];
}

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const { lang, back } = loaderData;
  const { t } = useAuthText();
  const { t: tc } = useCommonText();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<{ form?: string; email?: readonly string[] }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setBusy(true);
    setError({});
    try {
      const result = await call.post("/password/forgot", { body: { email }, silent: [422, 429] });
      setSent(result.data.message);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422) setError({ email: caught.fieldErrors.email });
      else if (caught instanceof ApiError && caught.status === 429)
        setError({ form: caught.body?.message ?? tc("errors.general") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout lang={lang} title={t("forgot.title")} intro={sent ? undefined : t("forgot.intro")}>
      {sent ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900">
          {sent}
        </p>
      ) : (
        <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormError message={error.form} />
          <Field
            label={t("login.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            autoFocus
            error={error.email}
          />
          <Button type="submit" busy={busy} className="w-full">
            {t("forgot.submit")}
          </Button>
        </form>
      )}
      {back ? (
        <a
          href={back}
          className="mt-4 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t("forgot.backToLogin")}
        </a>
      ) : null}
    </AuthLayout>
  );
}
