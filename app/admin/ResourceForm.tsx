/**
 * The shared add/edit screen of every section (react-hook-form + zod built from the definition):
 * requirements §5 messages with the field's label, uniqueness while typing and on save (409), the overview
 * image rule, unsaved-changes warning (in-app navigation and closing the tab), pending edits reset
 * after a load (requirements §4), success/failure/not-found toasts of requirements §8, translations and preview;
 * for pages, news items, tips and products the autosaved draft (./drafts/) and the live preview (./LivePreview.tsx).
 */

import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { Link, useBlocker, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { OneAnswer, SavedAnswer } from "#app/api/families.ts";
import { ApiError, api } from "#app/api-client.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import type { FieldDef, ResourceDef, Row, Values } from "#content-types/types.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { ScreenHeader } from "./AdminShell.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { DraftBanner, DraftStatusText } from "./drafts/DraftBanner.tsx";
import { useDraft } from "./drafts/useDraft.ts";
import { failureText } from "./failure-text.ts";
import { Field } from "./fields/Field.tsx";
import { valueExists } from "./fields/useUniqueCheck.ts";
import { focusFirstError } from "./form/focus-first-error.ts";
import { dismissFixErrors, showFixErrors, showSaveRefusal } from "./form/save-refusal.ts";
import { TranslationBar } from "./form/TranslationBar.tsx";
import {
  bodyFromValues,
  buildSchema,
  emptyValues,
  isRequired,
  valuesFromRow,
  visibleFields,
} from "./form-schema.ts";
import { useLivePreview } from "./LivePreview.tsx";
import { entityParams, useLang } from "./language.ts";
import { PreviewLinks } from "./PreviewLinks.tsx";
import { RevisionHistory } from "./RevisionHistory.tsx";
import { editPath, listPath, resourceFor } from "./resources/index.ts";
import { publishSaveBarHeight } from "./save-bar.ts";
import { btn, card } from "./ui.ts";
import { UploadProvider, useUploads } from "./upload-state.tsx";

/** the block editor addresses the page form by paths built at run time (`blocks.3.cards`), so it gets it untyped */
export type BlockEditorSlot = (props: { form: UseFormReturn<FieldValues> }) => ReactNode;

type Props = {
  def: ResourceDef;
  mode: "create" | "update";
  id?: number;
  /** the pages form passes the block editor */
  BlockEditor?: BlockEditorSlot;
  /** more on the edit screen below the form (the accountant's documents) */
  after?: (row: Row) => ReactNode;
};

export function ResourceForm(props: Props) {
  const [pageId] = useState(() =>
    props.id ? String(props.id) : `new-${Math.random().toString(36).slice(2, 10)}`,
  );
  return (
    <UploadProvider pageType={props.def.uploadType ?? props.def.section} pageId={pageId}>
      <ResourceFormInner {...props} />
    </UploadProvider>
  );
}

function ResourceFormInner({ def, mode, id, BlockEditor, after }: Props) {
  const { t } = useAdminText();
  const { t: tc } = useCommonText();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uploads = useUploads();
  const [params] = useSearchParams();
  const translationOf = mode === "create" ? Number(params.get("translation_of")) || undefined : undefined;
  const sourceId = mode === "update" ? id : translationOf;
  const leaving = useRef(false);

  const load = useQuery({
    queryKey: [def.section, "one", sourceId],
    queryFn: () => api.get<OneAnswer["data"]>(def.api.one(sourceId ?? 0)),
    enabled: sourceId !== undefined,
    staleTime: 0,
  });
  // the form reads any type's record by its field names (content-types/types.ts Row)
  const row: Row | undefined = load.data?.data;

  // requirements §8: not found → toast, then back to the list (or where the definition says)
  useEffect(() => {
    if (load.isError || (mode === "update" && id === undefined)) {
      toast.error(failureText(load.error, tc, def.notFound[lang]));
      leaving.current = true;
      navigate(def.notFoundReturn ?? listPath(def), { replace: true });
    }
  }, [load.isError, load.error, mode, id, def, lang, navigate, tc]);

  const resolver: Resolver<Values> = useMemo(
    () => async (values, context, options) => {
      const schema = buildSchema(def, values, mode, lang, t);
      // the schema is built per call: hidden fields (showWhen) are not validated
      const resolve = zodResolver(schema);
      return resolve(values, context, options);
    },
    [def, mode, lang, t],
  );
  // validated on Opslaan, then again while a field is corrected, never when a field is left: a
  // message appearing on blur pushed the button away under the pointer and the click was lost
  const form = useForm<Values>({
    defaultValues: emptyValues(def, lang),
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  // requirements §4: after a load, pending edits are reset to what the server has
  useEffect(() => {
    if (!row) return;
    const values = valuesFromRow(def, row, lang);
    if (mode === "create") {
      // a translation: the source's fields in the other language, except what belongs to the source's
      // language (its url, its parent or group: FieldDef.perLanguage), which starts empty; an empty
      // url is derived from the translation's own title when it is saved
      values.language = row.language === "en" ? "nl" : "en";
      const empty = emptyValues(def, lang);
      for (const f of def.fields) if (f.perLanguage) values[f.name] = empty[f.name];
      values.visible = false;
    }
    form.reset(values);
  }, [row, def, lang, mode, form]);

  const { isDirty, isSubmitting } = form.formState;
  const values = form.watch();
  const shown = visibleFields(def, values, mode);
  const shownNames = useRef<string[]>([]);
  shownNames.current = shown.map((f) => f.name);
  // the item on screen, as the draft and the translation bar read it
  const item = { def, mode, id, row, form, values };
  // issue 13: unsaved values kept as the user's draft, offered back; the live preview shows them
  const draft = useDraft({
    ...item,
    ready: sourceId === undefined || row !== undefined,
    isDirty,
    isSubmitting,
  });
  const live = useLivePreview({
    kind: def.preview,
    id: mode === "update" ? id : undefined,
    draft,
    savedAt: row?.updated_at,
  });

  // unsaved changes: in-app navigation asks, closing the tab warns
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (leaving.current) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  const uniqueField = def.fields.find((f) => f.unique);

  /** requirements §5: uniqueness before saving, by the existence query (the server answers 409 as well) */
  const uniqueTaken = async (v: Values): Promise<boolean> => {
    if (!uniqueField?.unique || !visibleFields(def, v, mode).includes(uniqueField)) return false;
    const value = String(v[uniqueField.name] ?? "").trim();
    if (!value) return false;
    const taken = await valueExists(uniqueField.unique.path, value, String(v.language ?? "nl"), id).catch(
      () => false,
    );
    if (taken) form.setError(uniqueField.name, { type: "unique", message: uniqueField.unique.message[lang] });
    return taken;
  };

  const focusErrors = (errors: FieldErrors) => focusFirstError(form, shownNames.current, errors);

  const onSubmit = form.handleSubmit(
    async (v) => {
      if (await uniqueTaken(v)) {
        showFixErrors(t);
        focusErrors(form.formState.errors);
        return;
      }
      const extra = translationOf ? { translation_of: translationOf } : {};
      const body = bodyFromValues(def, v, mode, extra, form.formState.defaultValues as Values | undefined);
      try {
        const answer =
          mode === "create"
            ? await api.post<SavedAnswer["data"]>(def.api.create ?? "", body)
            : await api.put<SavedAnswer["data"]>(def.api.update?.(id ?? 0) ?? "", body);
        const saved: Row & { notices?: string[] } = answer.data;
        dismissFixErrors();
        toast.success(
          t(mode === "create" ? "toast.created" : "toast.updated", {
            ...entityParams(def, lang),
            label: def.labelOf({ ...v, ...saved }, lang),
          }),
        );
        // remarks that did not refuse the save (a redirect to an address with no page): said, not lost
        for (const notice of saved.notices ?? []) toast.warning(notice, { duration: 15_000 });
        // the edited record takes the saved answer at once: a refetch landing later would reset
        // (requirements §4) whatever was typed after clicking Opslaan
        const oneKey = [def.section, "one", sourceId];
        if (mode === "update" && saved.id)
          queryClient.setQueryData<{ data: Row }>(oneKey, (old) =>
            old ? { ...old, data: { ...old.data, ...saved } } : old,
          );
        void queryClient.invalidateQueries({
          queryKey: [def.section],
          predicate: (q) => mode !== "update" || q.queryKey[1] !== "one" || q.queryKey[2] !== sourceId,
        });
        void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
        if (mode === "create") {
          leaving.current = true;
          form.reset(v);
          navigate(def.screens.edit && saved.id ? editPath(def, saved.id) : listPath(def), { replace: true });
        } else {
          form.reset(saved.id ? valuesFromRow(def, saved, lang) : v);
        }
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        showSaveRefusal(error, {
          def,
          v,
          mode,
          form,
          lang,
          t,
          tc,
          uniqueField,
          leave: (to) => {
            leaving.current = true;
            navigate(to, { replace: true });
          },
          focusFirstError: () => focusErrors(form.formState.errors),
        });
      }
    },
    async (errors) => {
      // every message at once: the duplicate title beside the other fields' messages
      await uniqueTaken(form.getValues());
      showFixErrors(t);
      focusErrors({ ...errors, ...form.formState.errors });
    },
  );

  const title =
    mode === "create"
      ? (def.titles.add?.[lang] ?? def.titles.list[lang])
      : (def.titles.edit?.[lang] ?? def.titles.list[lang]);

  if (sourceId !== undefined && load.isPending) return <p>{t("form.loading")}</p>;

  // fields grouped under their headings
  const groups: { title?: string; fields: FieldDef[] }[] = [];
  for (const f of shown) {
    if (f.group || groups.length === 0) groups.push({ title: f.group?.[lang], fields: [] });
    groups[groups.length - 1].fields.push(f);
  }

  return (
    <div>
      <ScreenHeader title={title}>
        {mode === "update" && def.preview && id ? (
          <a
            href={`${ADMIN_BASE}/preview/${def.preview}/${id}`}
            target="_blank"
            rel="noreferrer"
            className={btn.secondary}
          >
            {t("form.preview")}
          </a>
        ) : null}
        {live.button}
        {/* a section without a list screen (the accountant download) goes back to the dashboard */}
        {resourceFor(def.section) === def ? (
          <Link to={listPath(def)} className={btn.secondary}>
            {t("form.cancel")}
          </Link>
        ) : (
          <Link to={ADMIN_BASE} className={btn.secondary}>
            {t("form.backToDashboard")}
          </Link>
        )}
      </ScreenHeader>
      {live.wrap(
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={title}>
          <DraftBanner draft={draft} />
          <TranslationBar {...item} translationOf={translationOf} lang={lang} t={t} />
          {groups.map((group, i) => (
            <fieldset key={group.title ?? i} className={card}>
              {group.title ? (
                <legend className="float-left mb-3 w-full text-lg font-semibold">{group.title}</legend>
              ) : null}
              <div className="clear-both grid gap-4 sm:grid-cols-2">
                {group.fields.map((f) => (
                  <Field
                    key={f.name}
                    field={f}
                    required={isRequired(def, f, lang, t)}
                    form={form}
                    selfId={mode === "update" ? id : undefined}
                    renderBlocks={BlockEditor ? () => <BlockEditor form={form} /> : undefined}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          {/* opaque: what scrolls under the bar must not show through; toasts stand above it (./save-bar.ts) */}
          <div
            ref={publishSaveBarHeight}
            data-save-bar=""
            className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white p-3 shadow"
          >
            <button type="submit" className={btn.primary} disabled={isSubmitting || uploads.uploading}>
              {isSubmitting ? t("form.saving") : t("form.save")}
            </button>
            {uploads.uploading ? <span className="text-sm text-slate-700">{t("form.uploading")}</span> : null}
            <DraftStatusText draft={draft} />
          </div>
        </form>,
      )}
      {mode === "update" && row && after ? <div className="mt-4">{after(row)}</div> : null}
      {mode === "update" && def.name && id ? <PreviewLinks type={def.name} id={id} /> : null}
      {mode === "update" && def.preview && id ? (
        <RevisionHistory def={def} id={id} savedAt={row?.updated_at} />
      ) : null}
      {blocker.state === "blocked" ? (
        <ConfirmDialog
          title={t("form.unsavedTitle")}
          body={t(draft.keeps ? "form.unsavedBodyDraft" : "form.unsavedBody")}
          confirmLabel={t("form.leave")}
          cancelLabel={t("form.stay")}
          onConfirm={async () => {
            // the words said the changes are kept: leave once they are (if that fails, the question
            // stays, now saying they would be lost)
            if (draft.keeps && !(await draft.keep())) return;
            blocker.proceed();
          }}
          onCancel={() => blocker.reset()}
        />
      ) : null}
    </div>
  );
}
