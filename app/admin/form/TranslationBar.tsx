/** The language of a translatable item on its form, and the way to its translation (or to add it). */
import type { UseFormReturn } from "react-hook-form";
import { Link } from "react-router";
import type { AdminT } from "#app/i18n/locales/admin.ts";
import type { ResourceDef, Row, Values } from "#content-types/types.ts";
import { siblingOf } from "../list/cells.ts";
import { addPath, editPath } from "../resources/index.ts";
import { btn, card, input, labelClass } from "../ui.ts";

export function TranslationBar({
  def,
  mode,
  id,
  row,
  translationOf,
  values,
  form,
  lang,
  t,
}: {
  def: ResourceDef;
  mode: "create" | "update";
  id?: number;
  row: Row | undefined;
  translationOf: number | undefined;
  values: Values;
  form: UseFormReturn<Values>;
  lang: "nl" | "en";
  t: AdminT;
}) {
  const sibling = mode === "update" && row ? siblingOf(def, row) : null;
  const languageName = (l: string) => (l === "en" ? t("form.languageEn") : t("form.languageNl"));
  if (!def.translation) return null;
  return (
    <section className={`${card} flex flex-wrap items-end gap-4`} aria-label={t("form.translations")}>
      {mode === "create" && !translationOf ? (
        <label>
          <span className={labelClass}>{t("form.language")}</span>
          <select className={input} {...form.register("language")}>
            <option value="nl">Nederlands</option>
            <option value="en">English</option>
          </select>
        </label>
      ) : (
        <p className="text-sm">
          <span className="font-medium">{t("form.language")}:</span>{" "}
          {values.language === "en" ? "English" : "Nederlands"}
        </p>
      )}
      {translationOf && row ? (
        <p className="text-sm text-slate-700">
          {t("form.translationOf", {
            language: languageName(String(values.language)),
            title: def.labelOf(row, lang),
          })}
        </p>
      ) : null}
      {mode === "update" && row ? (
        sibling ? (
          <Link to={editPath(def, sibling.id)} className={btn.secondary} hrefLang={sibling.language}>
            {t("form.goToTranslation", { language: languageName(sibling.language) })}
          </Link>
        ) : def.screens.add ? (
          <Link to={`${addPath(def)}?translation_of=${id}`} className={btn.secondary}>
            {row.language === "en" ? t("form.createTranslationNl") : t("form.createTranslation")}
          </Link>
        ) : null
      ) : null}
    </section>
  );
}
