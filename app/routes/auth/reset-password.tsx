/**
 * /wachtwoord-herstellen?token=…, /en/reset-password?token=…: choose a new password with the
 * single-use link from the e-mail (POST password/reset {token, new_password}).
 */
import { type FormEvent, useState } from "react";
import { z } from "zod";
import { call } from "#app/api/typed.ts";
import { ApiError } from "#app/api-client.ts";
import { AuthLayout } from "#app/components/portal/AuthLayout.tsx";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { FormError } from "#app/components/ui/Field.tsx";
import { authTexts, useAuthText } from "#app/i18n/locales/auth.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { noStoreHeaders } from "#app/lib/guards.server.ts";
import { newPasswordSchema, PASSWORD_MIN } from "#core/auth-schema.ts";
import { languageFromPath } from "#core/lang.ts";
import { authPath, languageHome } from "#core/session/paths.ts";
import type { Route } from "./+types/reset-password";
import { newPasswordErrors, useAccountForm } from "./form-errors.ts";
import { FormMessage, NewPasswordFields } from "./password-fields.tsx";

export const headers = noStoreHeaders;

export function loader({ url }: Route.LoaderArgs) {
  return { lang: languageFromPath(url.pathname), token: url.searchParams.get("token") ?? "" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "nl";
  return [
    { title: `${authTexts(lang)("reset.title")} | Delft IT Service` },
    { name: "robots", content: "noindex, nofollow" },
    // the token must not leak to other sites through the Referer header
    { name: "referrer", content: "no-referrer" },
  ];
}

type Errors = { form?: string; new_password?: readonly string[]; repeat?: readonly string[] };

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { lang, token } = loaderData;
  const { t } = useAuthText();
  const { t: tc } = useCommonText();
  const { busy, setBusy, errors, setErrors, formRef } = useAccountForm<Errors>();
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("new_password") ?? "");
    // every mistake at once (an empty or short password and a differing repeat), in the server's words
    const found = newPasswordErrors(
      z.object({ new_password: newPasswordSchema }),
      { new_password: password },
      String(form.get("repeat") ?? ""),
      lang,
      t("reset.mismatch"),
    );
    if (Object.keys(found).length > 0)
      return setErrors({ new_password: found.new_password, repeat: found.repeat });
    setBusy(true);
    setErrors({});
    try {
      const result = await call.post("/password/reset", {
        body: { token, new_password: password },
        silent: [422, 429],
      });
      setDone(result.data.message);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422) {
        const fields = caught.fieldErrors;
        setErrors({
          new_password: fields.new_password,
          form: fields.token?.[0] ?? (fields.new_password ? undefined : caught.body?.message),
        });
      } else if (caught instanceof ApiError && caught.status === 429) {
        setErrors({ form: caught.body?.message ?? tc("errors.general") });
      }
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <AuthLayout lang={lang} title={t("reset.title")}>
        <FormError message={t("reset.missingToken")} />
        <ButtonLink href={authPath("forgotPassword", lang)} className="mt-4">
          {t("reset.requestNew")}
        </ButtonLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      lang={lang}
      title={t("reset.title")}
      intro={done ? undefined : t("reset.intro", { min: PASSWORD_MIN })}
    >
      {done ? (
        <div className="flex flex-col gap-4">
          <p
            role="status"
            className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-green-900"
          >
            {done}
          </p>
          <ButtonLink href={languageHome(lang)}>{t("screens.toHome")}</ButtonLink>
        </div>
      ) : (
        <form method="post" ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormMessage message={errors.form} />
          {errors.form ? (
            <a
              href={authPath("forgotPassword", lang)}
              className="text-sm font-medium text-brand-700 underline"
            >
              {t("reset.requestNew")}
            </a>
          ) : null}
          <NewPasswordFields
            labels={{ password: t("reset.newPassword"), repeat: t("reset.repeat") }}
            errors={errors}
            autoFocus
          />
          <Button type="submit" busy={busy} className="w-full">
            {t("reset.submit")}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
