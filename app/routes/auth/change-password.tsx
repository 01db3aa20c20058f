/**
 * /account/wachtwoord, /en/account/password: a logged-in user (any role) changes its password; the
 * current password is required (POST password/change {current_password, new_password}). The server
 * ends the user's other sessions.
 */
import type { FormEvent } from "react";
import { toast } from "sonner";
import { call } from "#app/api/typed.ts";
import { ApiError } from "#app/api-client.ts";
import { PortalShell } from "#app/components/portal/PortalShell.tsx";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { useAuthText } from "#app/i18n/locales/auth.ts";
import { noStoreHeaders } from "#app/lib/guards.server.ts";
import { PASSWORD_MIN, passwordChangeSchema } from "#core/auth-schema.ts";
import { authPath } from "#core/session/paths.ts";
import type { Route } from "./+types/change-password";
import { accountScreenLoader } from "./account-screen.server.ts";
import { accountScreenMeta } from "./account-screen.ts";
import { newPasswordErrors, useAccountForm } from "./form-errors.ts";
import { AccountName, CurrentPasswordField, FormMessage, NewPasswordFields } from "./password-fields.tsx";

export const headers = noStoreHeaders;

export function loader(args: Route.LoaderArgs) {
  return accountScreenLoader(args);
}

export const meta = accountScreenMeta("change.title");

type Errors = {
  form?: string;
  current_password?: readonly string[];
  new_password?: readonly string[];
  repeat?: readonly string[];
};

export default function ChangePassword({ loaderData }: Route.ComponentProps) {
  const { lang, user, home } = loaderData;
  const { t } = useAuthText();
  const { busy, setBusy, errors, setErrors, formRef } = useAccountForm<Errors>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const current = String(form.get("current_password") ?? "");
    const next = String(form.get("new_password") ?? "");
    // every mistake at once (an empty or short password and a differing repeat), in the server's words
    const found = newPasswordErrors(
      passwordChangeSchema,
      { current_password: current, new_password: next },
      String(form.get("repeat") ?? ""),
      lang,
      t("change.mismatch"),
    );
    if (Object.keys(found).length > 0) {
      const { current_password, new_password, repeat } = found;
      return setErrors({ current_password, new_password, repeat });
    }
    setBusy(true);
    setErrors({});
    try {
      const result = await call.post("/password/change", {
        body: { current_password: current, new_password: next },
        silent: [422],
      });
      toast.success(result.data.message);
      formRef.current?.reset();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422) {
        setErrors({
          current_password: caught.fieldErrors.current_password,
          new_password: caught.fieldErrors.new_password,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <PortalShell
      lang={lang}
      userName={user.name}
      title={t("change.title")}
      intro={t("change.intro", { min: PASSWORD_MIN })}
    >
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <form method="post" ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormMessage message={errors.form} />
          <AccountName name={user.name} />
          <CurrentPasswordField
            label={t("change.current")}
            name="current_password"
            error={errors.current_password}
          />
          <NewPasswordFields
            labels={{ password: t("change.newPassword"), repeat: t("change.repeat") }}
            errors={errors}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={busy}>
              {t("change.submit")}
            </Button>
            <ButtonLink href={home}>{t("change.back")}</ButtonLink>
            <ButtonLink href={authPath("twoFactor", lang)} variant="ghost">
              {t("twoFactor.title")}
            </ButtonLink>
          </div>
        </form>
      </div>
    </PortalShell>
  );
}
