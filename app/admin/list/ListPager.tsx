/** The pages of a list: previous, next, the total and the number per page. */
import type { AdminT } from "#app/i18n/locales/admin.ts";
import { btn, input } from "../ui.ts";
import type { ListUpdate } from "./ListToolbar.tsx";

export function ListPager({
  t,
  page,
  pages,
  total,
  perPage,
  update,
}: {
  t: AdminT;
  page: number;
  pages: number;
  total: number;
  perPage: number;
  update: ListUpdate;
}) {
  return (
    <nav
      className="mt-3 flex flex-wrap items-center gap-3 text-sm"
      aria-label={t("list.pageOf", { page, pages })}
    >
      <button
        type="button"
        className={btn.secondary}
        disabled={page <= 1}
        onClick={() => update({ page: page - 1 })}
      >
        {t("list.previous")}
      </button>
      <span>{t("list.pageOf", { page, pages })}</span>
      <button
        type="button"
        className={btn.secondary}
        disabled={page >= pages}
        onClick={() => update({ page: page + 1 })}
      >
        {t("list.next")}
      </button>
      <span className="text-slate-600">{t("list.total", { count: total })}</span>
      <label className="ml-auto flex items-center gap-2 whitespace-nowrap">
        {t("list.perPage")}
        <select
          className={`${input} w-20`}
          value={perPage}
          onChange={(e) => update({ per_page: e.target.value, page: null })}
        >
          {[10, 20, 50, 100].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
