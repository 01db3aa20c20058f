/**
 * The pieces of two-step verification that the login (second step, enrolment when it is required)
 * and the account screen share: the code field, the enrolment (QR code, the key as text, one code
 * to confirm) and the recovery codes shown once. Browser only; every call through the API client.
 */
import QRCode from "qrcode";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { call, type DataOf } from "#app/api/typed.ts";
import { ApiError } from "#app/api-client.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { Field } from "#app/components/ui/Field.tsx";
import { useAuthText } from "#app/i18n/locales/auth.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { useFocusOnError } from "./form-errors.ts";
import { FormMessage } from "./password-fields.tsx";

/** The QR code as an SVG of its modules (no canvas, no HTML strings). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const path = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    let d = "";
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
      }
    }
    return { d, size: modules.size + 8 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.size} ${path.size}`}
      className="h-48 w-48 rounded border border-slate-200 bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={path.size} height={path.size} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}

/**
 * The two kinds of code field: 6 digits from the app (numeric keyboard on phones, one-time-code
 * autofill), or a recovery code as text. Each keeps its own input (`key`), so switching starts empty.
 */
const codeKinds = {
  totp: {
    label: "twoFactor.code",
    hint: "twoFactor.codeHint",
    input: { inputMode: "numeric", autoComplete: "one-time-code", pattern: "[0-9 ]*", maxLength: 7 },
  },
  recovery: {
    label: "twoFactor.recoveryCode",
    hint: "twoFactor.recoveryHint",
    input: { autoComplete: "off", autoCapitalize: "none", spellCheck: false },
  },
} as const;

/** A code field: the app's code or, when `recovery`, a recovery code. */
export function CodeField({ recovery, error }: { recovery: boolean; error?: readonly string[] }) {
  const { t } = useAuthText();
  const kind = recovery ? "recovery" : "totp";
  const { label, hint, input } = codeKinds[kind];
  return (
    <Field
      key={kind}
      label={t(label)}
      hint={t(hint)}
      name="code"
      {...input}
      required
      autoFocus
      error={error}
    />
  );
}

/** a new secret as the server sends it (the account's setup and the login's enrolment answer the same) */
export type Setup = DataOf<"/two-factor/setup", "post">;

/** the two enrolments: the logged-in account's, and the pending login's of an admin who must enrol first */
type SetupPath = "/two-factor/setup" | "/login/two-factor/setup";
type EnablePath = "/two-factor/enable" | "/login/two-factor/enable";

/** "ABCD EFGH …": the key in groups of 4, easier to type over */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/**
 * Enrolment: shows a new secret (`initialSetup`, or asked from `setupPath`) as a QR code and as text,
 * and confirms it with one code (`enablePath`); `onEnabled` receives the server's answer.
 */
export function Enrolment({
  initialSetup,
  setupPath,
  enablePath,
  onEnabled,
  onExpired,
}: {
  initialSetup?: Setup;
  setupPath?: SetupPath;
  enablePath: EnablePath;
  onEnabled: (data: DataOf<EnablePath, "post">) => void;
  /** the server no longer knows this enrolment (a pending login that expired) */
  onExpired?: (message: string) => void;
}) {
  const { t } = useAuthText();
  const { t: tc } = useCommonText();
  const [setup, setSetup] = useState<Setup | null>(initialSetup ?? null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ form?: string; code?: readonly string[] }>({});
  const panel = useRef<HTMLDivElement>(null);
  useFocusOnError(panel, errors);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one secret per mounted enrolment
  useEffect(() => {
    if (!setupPath || initialSetup) return;
    let live = true;
    // the account's setup asks for the password (two-factor.tsx sends it and passes `initialSetup`); only the
    // login's enrolment asks here, with an empty body
    call.post(setupPath, { body: {}, silent: [409] }).then(
      (answer) => live && setSetup(answer.data),
      (error) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 409 && onExpired) {
          return onExpired(error.body?.message ?? tc("errors.general"));
        }
        setErrors({
          form:
            error instanceof ApiError ? (error.body?.message ?? tc("errors.general")) : tc("errors.general"),
        });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setBusy(true);
    setErrors({});
    try {
      const answer = await call.post(enablePath, { body: { code }, silent: true });
      onEnabled(answer.data);
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) return setErrors({ form: tc("errors.general") });
      if (error.status === 422) return setErrors({ code: error.fieldErrors.code ?? [tc("errors.general")] });
      if (error.status === 409 && onExpired) return onExpired(error.body?.message ?? tc("errors.general"));
      setErrors({
        form: error.body?.message ?? (error.kind === "http" ? tc("errors.general") : tc("errors.network")),
      });
    }
  }

  return (
    <div ref={panel} className="flex flex-col gap-4">
      <FormMessage message={errors.form} />
      <ol className="list-decimal space-y-3 pl-5 text-slate-700">
        <li>{t("twoFactor.step1")}</li>
        <li>
          {t("twoFactor.step2")}
          {setup ? (
            <div className="mt-3 flex flex-col items-start gap-3">
              <QrCode text={setup.otpauth_url} label={t("twoFactor.qrLabel")} />
              <div>
                <span className="block text-sm font-medium text-slate-700">{t("twoFactor.secret")}</span>
                <code
                  data-testid="two-factor-secret"
                  className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono text-base tracking-wider text-slate-900 select-all"
                >
                  {grouped(setup.secret)}
                </code>
              </div>
            </div>
          ) : errors.form ? null : (
            <p className="mt-2 text-sm text-slate-500" aria-live="polite">
              {t("twoFactor.loadingSetup")}
            </p>
          )}
        </li>
        <li>{t("twoFactor.step3")}</li>
      </ol>
      {setup ? (
        <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
          <CodeField recovery={false} error={errors.code} />
          <Button type="submit" busy={busy} className="w-full sm:w-auto">
            {t("twoFactor.confirm")}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

/** The 10 recovery codes, shown once, with a copy button and the step after (`onDone`). */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useAuthText();
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-4">
      <h2 id="recovery-codes-title" className="text-xl font-semibold text-slate-900">
        {t("twoFactor.codesTitle")}
      </h2>
      <p className="text-slate-700">{t("twoFactor.codesIntro")}</p>
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-1 gap-2 rounded border border-slate-200 bg-slate-50 p-4 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(codes.join("\n"));
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
        >
          {copied ? t("twoFactor.copied") : t("twoFactor.copy")}
        </Button>
        <Button type="button" onClick={onDone}>
          {t("twoFactor.codesSaved")}
        </Button>
      </div>
    </section>
  );
}
