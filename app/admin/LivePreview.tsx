/**
 * The live preview of the edit screen (issue 13 item 6): the public rendering of the unsaved form in a
 * frame — the admin preview route with the user's autosaved draft put over the item
 * (app/routes/admin/preview.tsx `?live=1&draft=1`). After each draft save (./drafts/useDraft.ts `version`)
 * the frame is told, by a same-origin message, to reload its data, so it changes in place without a
 * page load. Beside the form from 1280 px wide; narrower, the form and the preview are two tabs. The
 * page in the frame is laid out 390 px (a phone) or 1280 px (a desktop) wide, scaled down to fit;
 * it opens at the phone width on a phone, at the desktop width on wider screens.
 *
 * `useLivePreview` gives the header's toggle and `wrap`, which lays out the form and the preview.
 */
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import type { PreviewKind } from "#content-types/types.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { DRAFT_SAVED_MESSAGE } from "./drafts/messages.ts";
import type { DraftState } from "./drafts/useDraft.ts";
import { btn, card } from "./ui.ts";

type Width = "phone" | "desktop";
/** the widths the page is laid out at: a phone, and the desktop width of the admin's own screenshots */
const FRAME_WIDTHS: Record<Width, number> = { phone: 390, desktop: 1280 };
type Tab = "form" | "preview";

interface Props {
  kind: PreviewKind | undefined;
  /** the item's id; undefined on an add screen (no preview before the first save) */
  id: number | undefined;
  draft: DraftState;
  /** the item's last save: the frame reloads its data after a save too */
  savedAt: unknown;
}

export function useLivePreview({ kind, id, draft, savedAt }: Props) {
  const { t } = useAdminText();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>("form");
  const available = kind !== undefined && draft.type !== null;

  const button = available ? (
    <button
      type="button"
      className={btn.secondary}
      aria-pressed={open}
      onClick={() => {
        setOpen(!open);
        setTab(open ? "form" : "preview");
      }}
    >
      {open ? t("drafts.hidePreview") : t("drafts.preview")}
    </button>
  ) : null;

  const wrap = (form: ReactNode) => {
    if (!open || !kind) return form;
    return (
      <div className="xl:grid xl:grid-cols-2 xl:items-start xl:gap-4">
        <div role="tablist" aria-label={t("drafts.tabs")} className="mb-3 flex gap-2 xl:hidden">
          {(["form", "preview"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={tab === name ? btn.primary : btn.secondary}
              onClick={() => setTab(name)}
            >
              {t(name === "form" ? "drafts.tabForm" : "drafts.tabPreview")}
            </button>
          ))}
        </div>
        <div className={tab === "form" ? "" : "hidden xl:block"}>{form}</div>
        <div className={tab === "preview" ? "xl:sticky xl:top-4" : "hidden xl:block xl:sticky xl:top-4"}>
          <PreviewFrame kind={kind} id={id} draft={draft} savedAt={savedAt} />
        </div>
      </div>
    );
  };
  return { button, wrap };
}

function PreviewFrame({ kind, id, draft, savedAt }: Props & { kind: PreviewKind }) {
  const { t } = useAdminText();
  const widthsId = useId();
  // the editor's own screen decides where it starts: on a phone the page is seen as a phone shows it
  const [width, setWidth] = useState<Width>(initialWidth);
  const frame = useRef<HTMLIFrameElement>(null);
  const { version, ownDraft } = draft;
  // the page is laid out at the chosen width and scaled down to fit the column: "desktop" is a
  // real desktop layout, not the column's width
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const target = FRAME_WIDTHS[width];
  const scale = size.width > 0 ? Math.min(1, size.width / target) : 1;

  // a newer draft or a save: the frame reloads its data (app/routes/admin/preview.tsx listens)
  useEffect(() => {
    if (version === 0 && savedAt === undefined) return;
    frame.current?.contentWindow?.postMessage({ type: DRAFT_SAVED_MESSAGE }, window.location.origin);
  }, [version, savedAt]);

  if (id === undefined) {
    return (
      <section className={card} aria-label={t("drafts.preview")}>
        <p className="text-sm text-slate-700">{t("drafts.newItem")}</p>
      </section>
    );
  }
  // the draft is shown once it is this screen's (an older one may be on offer, not yet restored)
  const src = `${ADMIN_BASE}/preview/${kind}/${id}?live=1${ownDraft ? "&draft=1" : ""}`;
  return (
    <section className={`${card} space-y-3`} aria-label={t("drafts.preview")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{t("drafts.followsDraft")}</p>
        <fieldset className="flex gap-1" aria-labelledby={widthsId}>
          <legend id={widthsId} className="sr-only">
            {t("drafts.widths")}
          </legend>
          {(["phone", "desktop"] as const).map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={width === w}
              className={width === w ? btn.primary : btn.secondary}
              onClick={() => setWidth(w)}
            >
              {t(`drafts.${w}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <div
        ref={box}
        className="relative h-[75vh] overflow-hidden rounded border border-slate-300 bg-slate-100"
      >
        <iframe
          ref={frame}
          src={src}
          title={t("drafts.frameTitle")}
          data-width={width}
          className="absolute top-0 block origin-top-left border-0 bg-white"
          style={{
            width: target,
            height: size.height / scale || "100%",
            left: Math.max(0, (size.width - target) / 2),
            transform: scale < 1 ? `scale(${scale})` : undefined,
          }}
        />
      </div>
    </section>
  );
}

/** "phone" on a screen narrower than a tablet (Tailwind's `sm`), else "desktop" */
function initialWidth(): Width {
  return typeof window !== "undefined" && window.matchMedia("(max-width: 639px)").matches
    ? "phone"
    : "desktop";
}

/** the inner size of an element, followed as it changes */
function useBoxSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
