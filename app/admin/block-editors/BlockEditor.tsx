/**
 * The page-block editor (requirements §3/§5), a shell over the editors of the block types
 * (app/blocks/<type>/editor.tsx, looked up in ./registry.ts): add a block of any type, reorder (drag handle, or the
 * keyboard with the move up/down buttons), duplicate, remove, and edit every option. The rules are
 * those of `blocksSchema` (the form validates with it); this screen shows them while editing:
 * 3 or 6 cards, at most 6 services or 3 service groups, one news choice, the blue-background
 * warning for services and repeated image names within the page.
 */
import { useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { BlockOptions } from "#app/blocks/shell/editor.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import {
  type Block,
  type BlockInput,
  type BlockType,
  blockTypes,
  blockWarnings,
} from "#core/blocks/index.ts";
import { message } from "#core/validation/messages.ts";
import { useLang } from "../language.ts";
import type { BlockEditorSlot } from "../ResourceForm.tsx";
import { btn, input, labelClass } from "../ui.ts";
import { useBlockMessage } from "./block-message.ts";
import { duplicateBlock, duplicateImageNames, newBlock } from "./defaults.ts";
import { blockEditors } from "./registry.ts";

/** a value of the blocks field array is a block: it has the block's id and type */
const isBlockInput = (value: object): value is BlockInput => "id" in value && "type" in value;

export const BlockEditor: BlockEditorSlot = ({ form }) => {
  const { t } = useAdminText();
  const lang = useLang();
  const translate = useBlockMessage();
  const { fields, append, remove, move, insert } = useFieldArray({
    control: form.control,
    name: "blocks",
    keyName: "_key",
  });
  const blocks = (useWatch({ control: form.control, name: "blocks" }) as BlockInput[] | undefined) ?? [];
  const [type, setType] = useState<BlockType>("text");
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const twice = duplicateImageNames(blocks);
  const errors = (form.formState.errors.blocks ?? {}) as Record<string, unknown> & {
    message?: string;
    root?: { message?: string };
  };

  const add = () => {
    const block = newBlock(type);
    append(block);
    setOpen((o) => ({ ...o, [block.id]: true }));
  };

  return (
    <section aria-labelledby="blocks-title">
      <h2 id="blocks-title" className="sr-only">
        {t("blocks.title")}
      </h2>
      {fields.length === 0 ? <p className="mb-3 text-slate-600">{t("blocks.empty")}</p> : null}
      {typeof errors.message === "string" ? (
        <p className="mb-2 text-sm text-red-700">{translate(errors.message)}</p>
      ) : null}
      {twice.size > 0 ? (
        <p role="alert" className="mb-3 rounded bg-red-50 p-2 text-sm text-red-800">
          {message("duplicate_image_name", lang)}: {[...twice].join(", ")}
        </p>
      ) : null}
      <ol className="space-y-3">
        {fields.map((field, index) => {
          // the watched value; before the first watch the field array's own copy of the block
          const block = blocks[index] ?? (isBlockInput(field) ? field : undefined);
          if (!block) return null;
          const key = (field as { _key: string })._key;
          const isOpen = open[block.id] ?? false;
          const blockErrors = errors[index] as Record<string, { message?: string }> | undefined;
          const warnings = blockWarnings(block as Block);
          const typeLabel = t(`blocks.types.${block.type}`);
          const { Editor } = blockEditors[block.type];
          return (
            <li
              key={key}
              data-testid="block"
              data-block-type={block.type}
              className={`rounded-lg border bg-slate-50 ${dragFrom === index ? "opacity-50" : ""} ${blockErrors ? "border-red-600" : "border-slate-300"}`}
              onDragOver={(e) => {
                if (dragFrom !== null) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragFrom !== null && dragFrom !== index) move(dragFrom, index);
                setDragFrom(null);
              }}
            >
              <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-2">
                <span
                  draggable
                  onDragStart={(e) => {
                    setDragFrom(index);
                    e.dataTransfer.effectAllowed = "move";
                    e.dataTransfer.setData("text/plain", String(index));
                  }}
                  onDragEnd={() => setDragFrom(null)}
                  className="cursor-grab select-none rounded px-1 text-lg text-slate-600"
                  title={t("blocks.drag")}
                  aria-hidden="true"
                >
                  ⠿
                </span>
                <button
                  type="button"
                  className="flex-1 text-left font-medium hover:underline focus:outline-2 focus:outline-brand-600"
                  aria-expanded={isOpen}
                  onClick={() => setOpen((o) => ({ ...o, [block.id]: !isOpen }))}
                >
                  {index + 1}. {typeLabel}
                  {block.title ? ` — ${block.title}` : ""}
                  {blockErrors ? (
                    <span className="ml-2 text-sm text-red-700">({t("blocks.errorsInBlock")})</span>
                  ) : null}
                </button>
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={btn.small}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`${t("blocks.moveUp")}: ${index + 1}. ${typeLabel}`}
                  >
                    ↑ {t("blocks.moveUp")}
                  </button>
                  <button
                    type="button"
                    className={btn.small}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`${t("blocks.moveDown")}: ${index + 1}. ${typeLabel}`}
                  >
                    ↓ {t("blocks.moveDown")}
                  </button>
                  <button
                    type="button"
                    className={btn.small}
                    onClick={() => insert(index + 1, duplicateBlock(block))}
                    aria-label={`${t("blocks.duplicate")}: ${index + 1}. ${typeLabel}`}
                  >
                    {t("blocks.duplicate")}
                  </button>
                  <button
                    type="button"
                    className={btn.small}
                    onClick={() => remove(index)}
                    aria-label={`${t("blocks.remove")}: ${index + 1}. ${typeLabel}`}
                  >
                    {t("blocks.remove")}
                  </button>
                </div>
              </div>
              {warnings.length ? (
                <p role="status" className="m-2 rounded bg-amber-100 p-2 text-sm text-amber-900">
                  {warnings.map((w) => translate(w)).join(" ")}
                </p>
              ) : null}
              {isOpen ? (
                <div className="space-y-4 p-3">
                  <Editor form={form} index={index} block={block} errors={blockErrors} />
                  <BlockOptions form={form} index={index} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <label>
          <span className={labelClass}>{t("blocks.chooseType")}</span>
          <select className={input} value={type} onChange={(e) => setType(e.target.value as BlockType)}>
            {blockTypes.map((bt) => (
              <option key={bt} value={bt}>
                {t(`blocks.types.${bt}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={btn.primary} onClick={add}>
          {t("blocks.add")}
        </button>
      </div>
    </section>
  );
};
