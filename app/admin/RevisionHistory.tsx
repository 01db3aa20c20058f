/**
 * The history of the item on an edit screen (requirements, "Revisions"): its saves newest first,
 * two of them compared field by field (content-types/diff.ts; insertions and deletions marked with
 * <ins> and <del>, and named for screen readers), and a restore of an earlier save after a
 * confirmation, which reloads the form. Shown by ResourceForm for pages, news items, tips and products.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import { call, type Schema } from "#app/api/typed.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { type FieldDiff, revisionDiff, type WordPart } from "#content-types/diff.ts";
import { editorialDefinitions, editorialTypeOfKind } from "#content-types/editorial.ts";
import { formatAmsterdam } from "#content-types/schedule-time.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { type BlockType, blockTypes } from "#core/blocks/index.ts";
import { isSharedField } from "#server/content/shared-fields.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { failureText } from "./failure-text.ts";
import { useLang } from "./language.ts";
import { btn, card, input, labelClass } from "./ui.ts";

type Summary = Schema<"RevisionSummary">;
type Row = Record<string, unknown>;

const isBlockType = (type: string): type is BlockType => (blockTypes as readonly string[]).includes(type);

/** `savedAt` is the item's last change as the form holds it: a save or a restore refreshes the list */
export function RevisionHistory({ def, id, savedAt }: { def: ResourceDef; id: number; savedAt: unknown }) {
  const { t } = useAdminText();
  const { t: tc } = useCommonText();
  const lang = useLang();
  const htmlId = useId();
  const queryClient = useQueryClient();
  const type = def.preview ? editorialTypeOfKind[def.preview] : null;
  const [open, setOpen] = useState(false);
  const [olderId, setOlderId] = useState<number | null>(null);
  const [newerId, setNewerId] = useState<number | null>(null);
  const [compared, setCompared] = useState<FieldDiff[] | null>(null);
  const [toRestore, setToRestore] = useState<Summary | null>(null);
  const [restoreNote, setRestoreNote] = useState("");
  const [busy, setBusy] = useState(false);

  const list = useQuery({
    queryKey: ["revisions", type, id, String(savedAt ?? "")],
    queryFn: async () =>
      (await call.get("/revisions/{type}/{id}", { params: { type: type ?? "", id }, silent: true })).data,
    enabled: open && type !== null,
    staleTime: 0,
  });
  if (!type) return null;
  const rows = list.data ?? [];
  // the two newest saves unless chosen otherwise
  const older = olderId ?? rows[1]?.id ?? rows[0]?.id;
  const newer = newerId ?? rows[0]?.id;
  // with seconds and the revision's number: saves within one minute must not look alike
  const when = (r: Summary) => formatAmsterdam(r.created_at, lang, { seconds: true });
  /** the other language's adjective ("Engelse" / "English") */
  const otherLanguage = (language: string | null) =>
    language === "en" ? t("form.languageNl") : t("form.languageEn");
  const actionText = (r: Summary) => {
    switch (r.action) {
      case "scheduled-publish":
        return t("history.actionScheduledPublish");
      case "scheduled-unpublish":
        return t("history.actionScheduledUnpublish");
      case "create":
        return t("history.actionCreate");
      case "restore":
        return t("history.actionRestore");
      case "shared":
        return t("history.actionShared", { language: otherLanguage(r.language) });
      case "initial":
        return t("history.actionInitial");
      default:
        return t("history.actionUpdate");
    }
  };
  const entryText = (r: Summary) =>
    t("history.entry", {
      number: r.id,
      date: when(r),
      user: r.user_name || t("history.unknownUser"),
      action: actionText(r),
    });

  /**
   * Restoring puts back the fields both languages share in the other language too
   * (server/content/shared-fields.ts): the confirmation names those that would change.
   */
  const sharedNote = async (revision: Summary): Promise<string> => {
    const current = queryClient.getQueryData<{ data: Row }>([def.section, "one", id])?.data;
    if (!current || !(current.translation as { id?: number } | null)?.id) return "";
    const { data } = await call.get("/revision/{revisionId}", {
      params: { revisionId: revision.id },
      silent: true,
    });
    const fields = revisionDiff(editorialDefinitions[type], current, data.data)
      .filter((d) => isSharedField(type, d.name))
      .map((d) => d.label[lang]);
    return fields.length
      ? t("history.confirmShared", {
          language: otherLanguage(String(current.language)),
          fields: fields.join(", "),
        })
      : "";
  };
  const askRestore = async (revision: Summary) => {
    setBusy(true);
    try {
      setRestoreNote(await sharedNote(revision));
    } catch {
      // the note is a courtesy: without it the confirmation still says what a restore does
      setRestoreNote("");
    } finally {
      setBusy(false);
      setToRestore(revision);
    }
  };

  const compare = async () => {
    if (!older || !newer) return;
    setBusy(true);
    try {
      const [a, b] = await Promise.all(
        [older, newer].map(
          async (revisionId) => (await call.get("/revision/{revisionId}", { params: { revisionId } })).data,
        ),
      );
      // compared in time order whichever way round they were chosen
      const [x, y] = a.created_at <= b.created_at ? [a, b] : [b, a];
      setCompared(revisionDiff(editorialDefinitions[type], x.data, y.data));
    } catch (e) {
      toast.error(failureText(e, tc, t("history.failed")));
    } finally {
      setBusy(false);
    }
  };

  const restore = async (revision: Summary) => {
    setBusy(true);
    try {
      const { data } = await call.post("/revision/restore/{revisionId}", {
        params: { revisionId: revision.id },
      });
      // the form takes the restored item at once (ResourceForm resets its values from it)
      queryClient.setQueryData<{ data: Row }>([def.section, "one", id], (old) =>
        old ? { ...old, data: { ...old.data, ...data } } : { data },
      );
      void queryClient.invalidateQueries({
        queryKey: [def.section],
        predicate: (q) => q.queryKey[1] !== "one",
      });
      toast.success(t("history.restored", { date: when(revision) }));
      setCompared(null);
    } catch (e) {
      toast.error(failureText(e, tc, t("history.failed")));
    } finally {
      setBusy(false);
      setToRestore(null);
    }
  };

  return (
    <section className={`${card} mt-4`} aria-labelledby={`${htmlId}-title`} data-testid="revision-history">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${htmlId}-title`} className="text-lg font-semibold">
          {t("history.title")}
        </h2>
        <button
          type="button"
          className={btn.secondary}
          aria-expanded={open}
          aria-controls={`${htmlId}-body`}
          onClick={() => setOpen(!open)}
        >
          {open ? t("history.hide") : t("history.show")}
        </button>
      </div>
      {open ? (
        <div id={`${htmlId}-body`}>
          <p className="mt-1 mb-3 text-sm text-slate-700">{t("history.intro")}</p>
          {list.isPending ? <p className="text-sm text-slate-600">{t("history.loading")}</p> : null}
          {list.isSuccess && rows.length === 0 ? (
            <p className="text-sm text-slate-600">{t("history.none")}</p>
          ) : null}
          {rows.length > 0 ? (
            <ul className="divide-y divide-slate-100" aria-label={t("history.list")}>
              {rows.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                  <span className="text-slate-800">{entryText(r)}</span>
                  {r.id === rows[0].id ? (
                    // the newest save is what the item is now: nothing to restore
                    <span className="ml-auto rounded bg-slate-100 px-2 py-1 text-xs font-medium text-slate-700">
                      {t("history.current")}
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={`${btn.small} ml-auto`}
                      disabled={busy}
                      aria-label={t("history.restoreThis", { date: `${when(r)} (${r.id})` })}
                      onClick={() => void askRestore(r)}
                    >
                      {t("history.restore")}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {rows.length > 1 ? (
            <div className="mt-3 flex flex-wrap items-end gap-3">
              {(
                [
                  ["older", older, setOlderId],
                  ["newer", newer, setNewerId],
                ] as const
              ).map(([which, value, set]) => (
                <label key={which}>
                  <span className={labelClass}>{t(`history.${which}`)}</span>
                  <select
                    className={input}
                    value={value ?? ""}
                    onChange={(e) => {
                      set(Number(e.target.value));
                      setCompared(null);
                    }}
                  >
                    {rows.map((r) => (
                      <option key={r.id} value={r.id}>
                        {entryText(r)}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
              <button type="button" className={btn.primary} disabled={busy} onClick={() => void compare()}>
                {t("history.compare")}
              </button>
            </div>
          ) : null}
          {compared ? <DiffView diffs={compared} /> : null}
        </div>
      ) : null}
      {toRestore ? (
        <ConfirmDialog
          title={t("history.confirmTitle")}
          body={t("history.confirmBody", { date: when(toRestore) })}
          note={restoreNote || undefined}
          confirmLabel={t("history.restore")}
          cancelLabel={t("confirm.cancel")}
          busy={busy}
          onConfirm={() => void restore(toRestore)}
          onCancel={() => setToRestore(null)}
        />
      ) : null}
    </section>
  );
}

/** a stable key per part: its kind and where it starts in the older and newer text */
function withKeys(parts: WordPart[]) {
  let before = 0;
  let after = 0;
  return parts.map((part) => {
    const key = `${part.kind}-${before}-${after}`;
    if (part.kind !== "ins") before += part.text.length;
    if (part.kind !== "del") after += part.text.length;
    return { ...part, key };
  });
}

const insClass = "bg-green-100 text-green-900 underline decoration-green-700";
const delClass = "bg-red-100 text-red-900 line-through decoration-red-700";

function DiffView({ diffs }: { diffs: FieldDiff[] }) {
  const { t } = useAdminText();
  const lang = useLang();
  const headingId = useId();
  const value = (v: unknown) =>
    v === null || v === undefined || v === ""
      ? t("history.empty")
      : typeof v === "boolean"
        ? v
          ? t("history.yes")
          : t("history.no")
        : typeof v === "string" || typeof v === "number"
          ? String(v)
          : JSON.stringify(v);
  /** a scheduled moment in Amsterdam time, in the interface language */
  const moment = (v: unknown) => formatAmsterdam(v, lang) || t("history.empty");
  const ins = (text: string, key?: string) => (
    <ins key={key} className={insClass}>
      <span className="sr-only">{t("history.inserted")} </span>
      {text}
    </ins>
  );
  const del = (text: string, key?: string) => (
    <del key={key} className={delClass}>
      <span className="sr-only">{t("history.deleted")} </span>
      {text}
    </del>
  );
  return (
    <section className="mt-4" aria-labelledby={headingId} data-testid="revision-diff">
      <h3 id={headingId} className="mb-2 font-semibold">
        {t("history.comparing")}
      </h3>
      {diffs.length === 0 ? <p className="text-sm text-slate-600">{t("history.noDifferences")}</p> : null}
      <dl className="space-y-3 text-sm">
        {diffs.map((d) => (
          <div key={d.name}>
            <dt className="font-medium text-slate-800">{d.label[lang]}</dt>
            <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">
              {d.kind === "text"
                ? withKeys(d.parts).map(({ key, kind, text }) =>
                    kind === "ins" ? (
                      ins(text, key)
                    ) : kind === "del" ? (
                      del(text, key)
                    ) : (
                      <span key={key}>{text}</span>
                    ),
                  )
                : null}
              {d.kind === "value" ? (
                <>
                  {t("history.before")}: {del(d.moment ? moment(d.before) : value(d.before))} ·{" "}
                  {t("history.after")}: {ins(d.moment ? moment(d.after) : value(d.after))}
                </>
              ) : null}
              {d.kind === "blocks" ? (
                <ul className="list-disc pl-5">
                  {d.changes.map((c) => {
                    const params = {
                      // the block editor's name of the type ("Tekst", "Veelgestelde vragen"), not its code
                      type: isBlockType(c.blockType) ? t(`blocks.types.${c.blockType}`) : c.blockType,
                      from: (c.from ?? 0) + 1,
                      to: (c.to ?? 0) + 1,
                    };
                    const key = `${c.kind}-${c.id}`;
                    if (c.kind === "added") return <li key={key}>{ins(t("history.blockAdded", params))}</li>;
                    if (c.kind === "removed")
                      return <li key={key}>{del(t("history.blockRemoved", params))}</li>;
                    return (
                      <li key={key}>
                        {t(c.kind === "moved" ? "history.blockMoved" : "history.blockChanged", params)}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
