/** The documents of an accountant download: upload (`POST accountant-download/:id/add-document`) and delete. */

import { useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { call, type Schema } from "#app/api/typed.ts";
import { ApiError } from "#app/api-client.ts";
import { formatBytes } from "#app/components/portal/format.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { formatDate } from "#core/format-date.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { failureText } from "./failure-text.ts";
import { useLang } from "./language.ts";
import { btn, card, labelClass } from "./ui.ts";

type Doc = Schema<"AccountantDocument">;

export function AccountantDocuments({ downloadId, documents }: { downloadId: number; documents: Doc[] }) {
  const { t } = useAdminText();
  const { t: tc } = useCommonText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Doc | null>(null);
  const id = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["boekhouding"] });

  const upload = async (file: File) => {
    const form = new FormData();
    form.append("file", file, file.name);
    setProgress(0);
    try {
      await call.upload("/accountant-download/{id}/add-document", form, {
        params: { id: downloadId },
        onProgress: ({ fraction }) => setProgress(Math.round(fraction * 100)),
      });
      toast.success(t("accountant.documentAdded", { name: file.name }));
      await refresh();
    } catch (e) {
      toast.error(
        failureText(
          e,
          tc,
          e instanceof ApiError
            ? (e.body.title ?? t("accountant.uploadFailed"))
            : t("accountant.uploadFailed"),
        ),
      );
    } finally {
      setProgress(null);
    }
  };

  const remove = async (doc: Doc) => {
    try {
      await call.delete("/accountant-document/delete/{id}", { params: { id: doc.id } });
      toast.success(t("accountant.documentDeleted", { name: doc.file_name }));
      await refresh();
    } catch (e) {
      toast.error(failureText(e, tc, t("toast.failed", { entity: "document" })));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section className={card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        {t("accountant.documents")}
      </h2>
      {documents.length === 0 ? <p className="text-slate-600">{t("accountant.noDocuments")}</p> : null}
      <ul className="divide-y divide-slate-100">
        {documents.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center gap-3 py-2">
            <span className="font-medium">{doc.file_name}</span>
            {doc.size ? (
              // as the accountant's page says it (791 B, not "1 kB")
              <span className="text-sm text-slate-600">{formatBytes(doc.size, lang)}</span>
            ) : null}
            <span className="text-sm text-slate-600">{formatDate(doc.created_at, lang)}</span>
            <button type="button" className={`${btn.small} ml-auto`} onClick={() => setToDelete(doc)}>
              {t("accountant.deleteDocument")}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <label htmlFor={id} className={labelClass}>
          {t("accountant.addDocument")}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          className="block text-sm"
          disabled={progress !== null}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void upload(file);
          }}
        />
        {progress !== null ? (
          <progress className="mt-2" max={100} value={progress} aria-label={t("upload.uploading")} />
        ) : null}
      </div>
      {toDelete ? (
        <ConfirmDialog
          title={t("accountant.deleteDocument")}
          body={t("confirm.bodyPlain", { label: toDelete.file_name })}
          confirmLabel={t("confirm.confirm")}
          cancelLabel={t("confirm.cancel")}
          onConfirm={() => void remove(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </section>
  );
}
