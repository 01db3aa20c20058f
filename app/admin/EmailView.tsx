/**
 * bekijken/:id of the three e-mail sections: the message, marked read when opened
 * (`PUT <kind>/mark-read/:id`). requirements §8: a message that cannot be loaded returns to the reviews list.
 */

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { call } from "#app/api/typed.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { formatDate } from "#core/format-date.ts";
import { ScreenHeader } from "./AdminShell.tsx";
import { failureText } from "./failure-text.ts";
import { useLang } from "./language.ts";
import { type EmailSection, emailCalls } from "./resources/emails.ts";
import { listPath } from "./resources/index.ts";
import { btn, card } from "./ui.ts";

export function EmailView({ def, id }: { def: ResourceDef; id: number | undefined }) {
  const { t } = useAdminText();
  const { t: tc } = useCommonText();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const calls = emailCalls[def.section as EmailSection];
  const query = useQuery({
    queryKey: [def.section, "one", id],
    queryFn: () => call.get(calls.one, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
  const markRead = useMutation({
    mutationFn: () => call.put(calls.markRead, { params: { id: id ?? 0 }, body: {} }),
    onSuccess: () => {
      toast.success(t("toast.markedRead"), { id: `read-${def.section}-${id}` });
      void queryClient.invalidateQueries({ queryKey: [def.section] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
  const marked = useRef(false);
  const email = query.data?.data;

  useEffect(() => {
    if (query.isError || id === undefined) {
      toast.error(failureText(query.error, tc, def.notFound[lang]));
      navigate(def.notFoundReturn ?? listPath(def), { replace: true });
    }
  }, [query.isError, query.error, id, def, lang, navigate, tc]);

  useEffect(() => {
    if (email && !email.read_at && !marked.current) {
      marked.current = true;
      markRead.mutate();
    }
  }, [email, markRead]);

  const row = (label: string, value?: string | null) =>
    value ? (
      <div className="grid gap-1 border-b border-slate-100 py-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium text-slate-700">{label}</dt>
        <dd className="whitespace-pre-line break-words">{value}</dd>
      </div>
    ) : null;

  return (
    <div>
      <ScreenHeader title={def.titles.list[lang]}>
        <Link to={listPath(def)} className={btn.secondary}>
          {t("email.back")}
        </Link>
      </ScreenHeader>
      {email ? (
        <article className={card} aria-label={email.name}>
          <dl>
            {row(t("email.from"), email.name)}
            {row(t("email.email"), email.email)}
            {row(t("email.phone"), email.phone)}
            {row(t("email.preferredMoment"), email.preferred_moment)}
            {email.product_title ? (
              <div className="grid gap-1 border-b border-slate-100 py-2 sm:grid-cols-[12rem_1fr]">
                <dt className="font-medium text-slate-700">{t("email.product")}</dt>
                <dd className="break-words">
                  {/* the address was looked up by the server when the message arrived */}
                  <a
                    href={email.product_url}
                    target="_blank"
                    rel="noopener"
                    className="text-brand-700 underline"
                  >
                    {email.product_title}
                  </a>
                </dd>
              </div>
            ) : null}
            {row(t("email.received"), formatDate(email.created_at, lang, true))}
            {row(t("email.language"), email.language === "en" ? "English" : "Nederlands")}
            {row(
              t("email.read"),
              email.read_at || markRead.isSuccess
                ? formatDate(email.read_at ?? new Date().toISOString(), lang, true)
                : "",
            )}
            {row(t("email.message"), email.message)}
          </dl>
          {email.email ? (
            <p className="mt-4">
              <a href={`mailto:${email.email}`} className={btn.primary}>
                {t("email.email")}: {email.email}
              </a>
            </p>
          ) : null}
        </article>
      ) : (
        <p>{t("form.loading")}</p>
      )}
    </div>
  );
}
