/**
 * Shareable preview links of the item on an edit screen (requirements §2 "Preview links"): choose how
 * long a new link works, make it (it opens the item as saved, without a login), copy it, and see and
 * revoke the item's links. Shown by ResourceForm for the types with a preview.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import { call, type DataOf, type Schema } from "#app/api/typed.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { editorialTypeOfKind } from "#content-types/editorial.ts";
import type { PreviewKind } from "#content-types/types.ts";
import { formatDate } from "#core/format-date.ts";
import { DEFAULT_PREVIEW_LINK_DAYS, type PreviewLinkDays, previewLinkDays } from "#core/preview-links.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { failureText } from "./failure-text.ts";
import { useLang } from "./language.ts";
import { btn, card, input, labelClass } from "./ui.ts";

type Link = Schema<"PreviewLink">;
type Created = DataOf<"/preview-link/{type}/{id}", "post">;

export function PreviewLinks({ kind, id }: { kind: PreviewKind; id: number }) {
  const { t } = useAdminText();
  const { t: tc } = useCommonText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const htmlId = useId();
  const type = editorialTypeOfKind[kind];
  const queryKey = ["preview-links", type, id];
  const [days, setDays] = useState<PreviewLinkDays>(DEFAULT_PREVIEW_LINK_DAYS);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const [toRevoke, setToRevoke] = useState<Link | null>(null);

  const links = useQuery({
    queryKey,
    queryFn: async () =>
      (await call.get("/preview-links/{type}/{id}", { params: { type, id }, silent: true })).data,
  });

  const create = async () => {
    setBusy(true);
    try {
      const { data } = await call.post("/preview-link/{type}/{id}", {
        params: { type, id },
        body: { expires_in_days: days },
      });
      setCreated(data);
      toast.success(t("previewLinks.created"));
      await queryClient.invalidateQueries({ queryKey });
    } catch (e) {
      toast.error(failureText(e, tc, t("previewLinks.failed")));
    } finally {
      setBusy(false);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("previewLinks.copied"));
    } catch {
      // no clipboard (an insecure address, a refused permission): the link stays selectable
      toast.error(t("previewLinks.copyFailed"));
    }
  };

  const revoke = async (link: Link) => {
    setBusy(true);
    try {
      await call.delete("/preview-link/delete/{linkId}", { params: { linkId: link.id } });
      toast.success(t("previewLinks.revoked"));
      if (created?.id === link.id) setCreated(null);
      await queryClient.invalidateQueries({ queryKey });
    } catch (e) {
      toast.error(failureText(e, tc, t("previewLinks.failed")));
    } finally {
      setBusy(false);
      setToRevoke(null);
    }
  };

  const status = (link: Link) =>
    link.revoked_at
      ? t("previewLinks.statusRevoked")
      : link.active
        ? t("previewLinks.statusActive")
        : t("previewLinks.statusExpired");

  return (
    <section className={`${card} mt-4`} aria-labelledby={`${htmlId}-title`} data-testid="preview-links">
      <h2 id={`${htmlId}-title`} className="mb-1 text-lg font-semibold">
        {t("previewLinks.title")}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{t("previewLinks.intro")}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label>
          <span className={labelClass}>{t("previewLinks.expiresIn")}</span>
          <select
            className={input}
            value={days}
            onChange={(e) => setDays(Number(e.target.value) as PreviewLinkDays)}
          >
            {previewLinkDays.map((d) => (
              <option key={d} value={d}>
                {t("previewLinks.days", { count: d })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={btn.primary} disabled={busy} onClick={() => void create()}>
          {t("previewLinks.create")}
        </button>
      </div>
      {created ? (
        <div className="mt-3 flex flex-wrap items-center gap-2" role="status">
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t("previewLinks.newLink")}</span>
            <input
              className={input}
              readOnly
              value={created.url}
              data-testid="preview-link-url"
              onFocus={(e) => e.target.select()}
            />
          </label>
          <button type="button" className={btn.secondary} onClick={() => void copy(created.url)}>
            {t("previewLinks.copy")}
          </button>
        </div>
      ) : null}
      {links.data?.length ? (
        <ul className="mt-4 divide-y divide-slate-100" aria-label={t("previewLinks.list")}>
          {links.data.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <span className={link.active ? "font-semibold text-green-800" : "text-slate-600"}>
                {status(link)}
              </span>
              <span className="text-slate-700">
                {t("previewLinks.createdAt", { date: formatDate(link.created_at, lang, true) })}
              </span>
              <span className="text-slate-700">
                {t("previewLinks.expiresAt", { date: formatDate(link.expires_at, lang, true) })}
              </span>
              {link.active ? (
                <button
                  type="button"
                  className={`${btn.small} ml-auto`}
                  disabled={busy}
                  onClick={() => setToRevoke(link)}
                >
                  {t("previewLinks.revoke")}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : links.isSuccess ? (
        <p className="mt-3 text-sm text-slate-600">{t("previewLinks.none")}</p>
      ) : null}
      {toRevoke ? (
        <ConfirmDialog
          title={t("previewLinks.confirmTitle")}
          body={t("previewLinks.confirmBody")}
          confirmLabel={t("previewLinks.revoke")}
          cancelLabel={t("confirm.cancel")}
          busy={busy}
          onConfirm={() => void revoke(toRevoke)}
          onCancel={() => setToRevoke(null)}
        />
      ) : null}
    </section>
  );
}
