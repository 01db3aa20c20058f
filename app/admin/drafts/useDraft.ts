/**
 * Autosave of the admin form's unsaved values (issue 13 item 2) for pages, news items, tips and
 * products: while the form is dirty, its values are kept on the server as the user's draft
 * (server/drafts/, `PUT draft/{type}/{id}`) 1.5 s after the last change, when the page is hidden or
 * closed (a keepalive request) and when the screen is left inside the admin. When the screen opens and
 * the user has a draft newer than the item (and different from it), `offer` holds it for the banner
 * (./DraftBanner.tsx): `restore` fills the form with it and leaves the form dirty, `discard` removes it.
 * While a draft is offered nothing is autosaved, so the offered draft is never overwritten unseen.
 * A successful save of the item removes the draft on the server (server/drafts/record.ts), and the
 * status beside the save button ("Draft kept …") goes. `keep` saves the draft at once: the
 * unsaved-changes question awaits it before leaving, and says the changes are kept, not lost.
 *
 * `version` counts the drafts saved by this screen: the live preview (../LivePreview.tsx) reloads its
 * frame's data when it changes; `ownDraft` says the server's draft is this screen's (saved or restored
 * here), so the preview may show it.
 */
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { call, type Schema } from "#app/api/typed.ts";
import { draftPath, NEW_ITEM } from "#content-types/drafts.ts";
import { editorialTypeOfKind } from "#content-types/editorial.ts";
import type { ResourceDef, Row, Values } from "#content-types/types.ts";

/** how long after the last change a draft is kept */
export const DRAFT_DEBOUNCE_MS = 1500;

export type Draft = NonNullable<Schema<"Draft">>;

export type DraftStatus = { state: "idle" } | { state: "saved"; at: Date } | { state: "failed" };

interface Options {
  def: ResourceDef;
  mode: "create" | "update";
  id?: number;
  /** the stored item (edit screen), once loaded */
  row?: Row;
  /** the form has its starting values (the item, or the empty add form) */
  ready: boolean;
  form: UseFormReturn<Values>;
  values: Values;
  isDirty: boolean;
  isSubmitting: boolean;
}

const later = (a: string, b: unknown) => typeof b !== "string" || Date.parse(a) > Date.parse(b);

export function useDraft({ def, mode, id, row, ready, form, values, isDirty, isSubmitting }: Options) {
  // an add screen of a translation (`?translation_of=`, its source loaded as `row`) keeps no draft:
  // the add screen's draft is of a new item of its own
  const translating = mode === "create" && row !== undefined;
  const type = def.preview && !translating ? editorialTypeOfKind[def.preview] : null;
  const path = type ? draftPath(type, mode === "update" ? id : undefined) : "";
  // the same item as `path`, for the typed calls (a new object only when the item changes)
  const params = useMemo(
    () => ({ type: type ?? "", id: String((mode === "update" ? id : undefined) ?? NEW_ITEM) }),
    [type, mode, id],
  );
  const [decided, setDecided] = useState(false);
  const [ownDraft, setOwnDraft] = useState(false);
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<DraftStatus>({ state: "idle" });

  const load = useQuery({
    queryKey: ["draft", path],
    queryFn: async () => (await call.get("/draft/{type}/{id}", { params, silent: true })).data,
    enabled: type !== null && ready,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  const json = JSON.stringify(values);
  const found = load.data ?? null;
  const offer =
    found && !decided && (mode === "create" || later(found.updated_at, row?.updated_at)) ? found : null;
  // a draft equal to the form (e.g. typed back to what was saved) is nothing to offer
  const sameAsForm = offer !== null && JSON.stringify({ ...values, ...offer.values }) === json;
  const offered = offer && !sameAsForm ? offer : null;

  // what the server holds for this screen, and the latest form, for the timers and page events
  const lastSaved = useRef<string | null>(null);
  const latest = useRef({ json, values, active: false });
  const active = type !== null && isDirty && !isSubmitting && !offered;
  latest.current = { json, values, active };

  /** answers whether the server holds the form's values as the draft afterwards */
  const save = useCallback(
    async (keepalive = false): Promise<boolean> => {
      const { json: now, values: current, active } = latest.current;
      // read from the form itself too: a save of the item may have reset it, or still be under way,
      // without this screen having rendered since (an add navigates away while submitting)
      const { isDirty: dirty, isSubmitting: submitting } = form.formState;
      if (!active || !dirty || submitting) return false;
      if (now === lastSaved.current) return true;
      lastSaved.current = now;
      const language = current.language === "en" ? "en" : "nl";
      try {
        await call.put("/draft/{type}/{id}", {
          params,
          body: { language, values: current },
          silent: true,
          keepalive,
        });
        setOwnDraft(true);
        setVersion((v) => v + 1);
        setStatus({ state: "saved", at: new Date() });
        return true;
      } catch {
        // tried again on the next change; the unsaved-changes warning still guards the form
        if (lastSaved.current === now) lastSaved.current = null;
        setStatus({ state: "failed" });
        return false;
      }
    },
    [params, form],
  );

  // debounced while typing
  useEffect(() => {
    if (!active || json === lastSaved.current) return;
    const timer = setTimeout(() => void save(), DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [json, active, save]);

  // the page is hidden or closed: keep what was typed since the last save
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") void save(true);
    };
    const onPageHide = () => void save(true);
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [save]);

  // the screen is left inside the admin (after the unsaved-changes question): keep it too
  useEffect(() => () => void save(), [save]);

  // after a save of the item the server has no draft any more, and "Draft kept …" would be untrue
  useEffect(() => {
    if (isDirty) return;
    lastSaved.current = null;
    setStatus({ state: "idle" });
  }, [isDirty]);

  /**
   * Keeps the form as the draft now (the unsaved-changes question, before leaving): answers whether
   * it is kept, so the question can say so. `keeps` says beforehand whether it will try: a screen with
   * drafts, no older draft still on offer (nothing is autosaved then), the last attempt not failed.
   */
  const keep = useCallback(() => save(), [save]);
  const keeps = type !== null && !offered && status.state !== "failed";

  const restore = useCallback(() => {
    if (!offered) return;
    setDecided(true);
    setOwnDraft(true);
    lastSaved.current = JSON.stringify({ ...form.getValues(), ...offered.values });
    // the item's values stay the defaults, so the form counts the restored draft as unsaved
    form.reset({ ...form.getValues(), ...offered.values }, { keepDefaultValues: true });
    setVersion((v) => v + 1);
  }, [offered, form]);

  const discard = useCallback(async () => {
    if (!offered) return;
    await call.delete("/draft/{type}/{id}", { params, silent: true, query: { language: offered.language } });
    setDecided(true);
  }, [offered, params]);

  return { type, offer: offered, restore, discard, status, version, ownDraft, keep, keeps };
}

export type DraftState = ReturnType<typeof useDraft>;
