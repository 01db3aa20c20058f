/**
 * The zzp portal's table of the partner's products (app/routes/portal/zzp.tsx): a column header sorts
 * by its column, each row has the quick stock change, edit and delete. On a phone every row is a
 * small card (a 2-column grid); from 640 px a normal table.
 */
import { Button } from "#app/components/ui/Button.tsx";
import { usePortalText } from "#app/i18n/locales/portal.ts";
import { formatEuro } from "#app/lib/number-format.ts";
import type { Language } from "#core/lang.ts";
import { StockControl } from "./StockControl.tsx";
import type { SortKey, ZzpProduct } from "./types.ts";

export function ProductTable({
  rows,
  sort,
  order,
  onSort,
  lang,
  busyRows,
  onStock,
  onEdit,
  onDelete,
}: {
  rows: readonly ZzpProduct[];
  sort: SortKey;
  order: "asc" | "desc";
  onSort: (key: SortKey) => void;
  lang: Language;
  /** the rows whose stock is being saved */
  busyRows: ReadonlySet<number>;
  /** saves a stock; answers the message to show at the field when it was refused */
  onStock: (product: ZzpProduct, stock: number) => Promise<string | undefined>;
  onEdit: (product: ZzpProduct) => void;
  onDelete: (product: ZzpProduct) => void;
}) {
  const { t } = usePortalText();
  const header = (key: SortKey, align = "text-left") => (
    <th
      scope="col"
      className={`px-3 py-2 ${align}`}
      aria-sort={sort === key ? (order === "asc" ? "ascending" : "descending") : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(key)}
        className="inline-flex items-center gap-1 font-semibold hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t(`zzp.columns.${key}`)}
        <span aria-hidden="true" className="text-xs">
          {sort === key ? (order === "asc" ? "▲" : "▼") : ""}
        </span>
      </button>
    </th>
  );

  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-sm sm:overflow-x-auto">
      <table className="block w-full text-sm sm:table sm:min-w-[44rem]">
        <thead className="hidden border-b border-slate-200 bg-slate-50 text-slate-700 sm:table-header-group">
          <tr>
            {header("title")}
            {header("brand")}
            {header("sku")}
            {header("price", "text-right")}
            {header("stock")}
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              <span className="sr-only">{t("zzp.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 sm:table-row-group">
          {rows.map((product) => (
            <tr
              key={product.id}
              data-testid="zzp-row"
              data-product-id={product.id}
              className="grid grid-cols-2 items-center gap-x-3 gap-y-2 p-4 sm:table-row sm:p-0"
            >
              <th
                scope="row"
                className="col-span-2 text-left text-base font-medium text-slate-900 sm:px-3 sm:py-2 sm:text-sm"
              >
                {product.title}
              </th>
              <td className="text-slate-700 sm:px-3 sm:py-2">
                <span className="text-xs text-slate-500 sm:hidden">{t("zzp.columns.brand")}: </span>
                {product.brand}
              </td>
              <td className="text-slate-700 sm:px-3 sm:py-2">
                <span className="text-xs text-slate-500 sm:hidden">{t("zzp.columns.sku")}: </span>
                {/* in one piece: an article number broken at its hyphen reads as two ("920-" / "009410");
                    only a long one (up to 64 characters) may break, anywhere, rather than widen the page */}
                <span
                  className={`font-mono text-xs ${product.sku.length <= 20 ? "whitespace-nowrap" : "break-all"}`}
                >
                  {product.sku}
                </span>
              </td>
              <td className="font-medium tabular-nums sm:px-3 sm:py-2 sm:text-right sm:font-normal">
                {formatEuro(product.price, lang)}
              </td>
              <td className="sm:px-3 sm:py-2">
                <StockControl
                  title={product.title}
                  stock={product.stock}
                  busy={busyRows.has(product.id)}
                  lang={lang}
                  onChange={(stock) => onStock(product, stock)}
                />
              </td>
              <td className="col-span-2 sm:px-3 sm:py-2">
                <div className="flex justify-end gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${t("zzp.edit")}: ${product.title}`}
                    onClick={() => onEdit(product)}
                  >
                    {t("zzp.edit")}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`${t("zzp.delete")}: ${product.title}`}
                    onClick={() => onDelete(product)}
                  >
                    {t("zzp.delete")}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
