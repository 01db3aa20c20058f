/**
 * Rich text with TipTap 3 (requirements §9: editor height 500): headings, bold/italic, lists, links, tables
 * and images uploaded through `POST image-upload/tiny-mce-upload` with progress; on failure the
 * server's error title is shown. The HTML is sanitised again by the server.
 */

import Image from "@tiptap/extension-image";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { ApiError } from "#app/api-client.ts";
import { Icon } from "#app/components/Icon.tsx";
import "./rich-text.css";
import { useEffect, useId, useRef, useState } from "react";
import { type AdminKey, useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { failureText } from "../failure-text.ts";
import { useUploads } from "../upload-state.tsx";
import { ACCEPTED_IMAGES } from "./ImageUpload.tsx";
import { uploadImage } from "./upload-image.ts";

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
  labelId?: string;
};

const tool =
  "rounded px-2 py-1 text-sm text-slate-800 hover:bg-slate-200 focus:outline-2 focus:outline-brand-600 aria-pressed:bg-brand-100 aria-pressed:font-semibold disabled:opacity-40";

/**
 * A tool's name as speech software and screen readers hear it: the letters it shows, then its meaning
 * ("H2 – Kop 2"), so someone who says "click H2" to a speech program finds it (WCAG 2.5.3, label in
 * name; not "Kop 2 (H2)": a name's parenthetical does not count as containing the label). A drawing
 * or a mark without letters or digits (¶, • —) has nothing to repeat: the meaning alone.
 */
function spokenName(meaning: string, face: string | { icon: string }): string {
  return typeof face === "string" && /[\p{L}\p{N}]/u.test(face) ? `${face} – ${meaning}` : meaning;
}

export function RichTextEditor({ label, value, onChange, invalid, describedBy, labelId }: Props) {
  const { t } = useAdminText();
  const { t: tc } = useCommonText();
  const uploads = useUploads();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const errorId = useId();

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
      Image.configure({ inline: false, allowBase64: false }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
    content: value || "",
    editorProps: {
      attributes: {
        class: "prose max-w-none h-full overflow-y-auto p-3 focus:outline-none",
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(labelId ? { "aria-labelledby": labelId } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? "" : editor.getHTML()),
  });

  // a reset of the form (load, save) puts new content in the editor without an update loop
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if ((value || "") !== current) editor.commands.setContent(value || "", { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            bullet: e.isActive("bulletList"),
            ordered: e.isActive("orderedList"),
            link: e.isActive("link"),
            table: e.isActive("table"),
            undo: e.can().undo(),
            redo: e.can().redo(),
          }
        : null,
  });

  const insertImage = async (file: File) => {
    if (!editor) return;
    setUploadError(null);
    if (!ACCEPTED_IMAGES.includes(file.type)) {
      setUploadError(t("upload.invalidType"));
      return;
    }
    uploads.begin();
    uploads.setImageLoading(true);
    setProgress(0);
    try {
      const src = await uploadImage(file, uploads.pageType, uploads.pageId, setProgress);
      editor
        .chain()
        .focus()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, "") })
        .run();
    } catch (e) {
      setUploadError(
        failureText(e, tc, e instanceof ApiError ? (e.body.title ?? e.message) : t("upload.uploadError")),
      );
    } finally {
      setProgress(null);
      uploads.end();
      uploads.setImageLoading(false);
    }
  };

  const setLink = () => {
    if (!editor) return;
    const previous = editor.getAttributes("link").href as string | undefined;
    const href = window.prompt(t("editor.linkPrompt"), previous ?? "https://");
    if (href === null) return;
    if (href === "") editor.chain().focus().extendMarkRange("link").unsetLink().run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
  };

  const c = () => editor?.chain().focus();
  // a button shows letters that every font has (H2, B, 1.) or a drawing of the site's icon set:
  // emoji and rare symbols (🔗 🖼 ▦) showed as empty squares where no emoji font is installed
  const b = (
    key: AdminKey,
    pressed: boolean | undefined,
    run: () => void,
    face: string | { icon: string },
  ) => (
    <button
      type="button"
      className={tool}
      aria-pressed={pressed}
      onClick={run}
      title={t(key)}
      aria-label={spokenName(t(key), face)}
    >
      {typeof face === "string" ? face : <Icon name={face.icon} className="h-4 w-5" />}
    </button>
  );

  return (
    <div className={`rounded border ${invalid ? "border-red-700" : "border-slate-400"} bg-white`}>
      <div
        role="toolbar"
        aria-label={t("editor.toolbar")}
        className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
      >
        {b("editor.paragraph", false, () => c()?.setParagraph().run(), "¶")}
        {b("editor.heading2", state?.h2, () => c()?.toggleHeading({ level: 2 }).run(), "H2")}
        {b("editor.heading3", state?.h3, () => c()?.toggleHeading({ level: 3 }).run(), "H3")}
        {b("editor.bold", state?.bold, () => c()?.toggleBold().run(), "B")}
        {b("editor.italic", state?.italic, () => c()?.toggleItalic().run(), "I")}
        {b("editor.bulletList", state?.bullet, () => c()?.toggleBulletList().run(), "• —")}
        {b("editor.orderedList", state?.ordered, () => c()?.toggleOrderedList().run(), "1.")}
        {b("editor.link", state?.link, setLink, { icon: "link" })}
        {b(
          "editor.table",
          state?.table,
          () => c()?.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
          { icon: "table" },
        )}
        {state?.table ? (
          <>
            {b("editor.addRow", false, () => c()?.addRowAfter().run(), { icon: "rowAdd" })}
            {b("editor.addColumn", false, () => c()?.addColumnAfter().run(), { icon: "columnAdd" })}
            {b("editor.deleteTable", false, () => c()?.deleteTable().run(), { icon: "tableRemove" })}
          </>
        ) : null}
        {b("editor.image", false, () => fileInput.current?.click(), { icon: "image" })}
        {b("editor.undo", false, () => c()?.undo().run(), { icon: "undo" })}
        {b("editor.redo", false, () => c()?.redo().run(), { icon: "redo" })}
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_IMAGES.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-label={t("editor.image")}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void insertImage(file);
          }}
        />
      </div>
      {progress !== null ? (
        <div className="px-3 py-1 text-sm" role="status">
          {t("upload.progress", { percent: progress })}
          <progress className="ml-2 align-middle" max={100} value={progress} />
        </div>
      ) : null}
      {uploadError ? (
        <p id={errorId} role="alert" className="px-3 py-1 text-sm text-red-700">
          {uploadError}
        </p>
      ) : null}
      <div style={{ height: 500 }} className="rich-text-editor">
        <EditorContent editor={editor} className="h-full" />
      </div>
    </div>
  );
}
