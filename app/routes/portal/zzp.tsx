/**
 * /zzp (cms-zzp, requirements §2/§6): the partner's own zzp products — a table with search and sort, add and
 * edit in a dialog, delete after confirmation, quick stock change with −/+ and a number field.
 * The guard runs in the loader; rows come from the API (GET zzp-products answers only the partner's
 * own; PUT zzp-product/edit/:id …). Success toasts name the product (requirements §8).
 */

import { useState } from "react";
import { toast } from "sonner";
import { call } from "#app/api/typed.ts";
import { ApiError } from "#app/api-client.ts";
import { PortalShell } from "#app/components/portal/PortalShell.tsx";
import { useApiData } from "#app/components/portal/use-api-data.ts";
import { type FieldErrors, ProductForm } from "#app/components/portal/zzp/ProductForm.tsx";
import { ProductTable } from "#app/components/portal/zzp/ProductTable.tsx";
import {
  filterAndSort,
  normalise,
  type SortKey,
  sortKeys,
  toPayload,
  type ZzpProduct,
  type ZzpProductInput,
} from "#app/components/portal/zzp/types.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { ConfirmDialog, Dialog } from "#app/components/ui/Dialog.tsx";
import { Spinner } from "#app/components/ui/Spinner.tsx";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { portalTexts, usePortalText } from "#app/i18n/locales/portal.ts";
import { noStoreHeaders, requireRole } from "#app/lib/guards.server.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { languageFromPath } from "#core/lang.ts";
import type { Route } from "./+types/zzp";

export const headers = noStoreHeaders;

export function loader({ context, url }: Route.LoaderArgs) {
  const user = requireRole(context, url, "cms-zzp");
  return { lang: languageFromPath(url.pathname), user: { name: user.name } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "nl";
  return [
    { title: `${portalTexts(lang)("zzp.title")} | Delft IT Service` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const PER_PAGE = 100;

/** every page of the partner's products (a partner has tens, not thousands) */
async function loadAll(signal: AbortSignal): Promise<ZzpProduct[]> {
  const rows: ZzpProduct[] = [];
  for (let page = 1; page <= 50; page++) {
    const result = await call.get("/zzp-products", {
      signal,
      query: { page, per_page: PER_PAGE, sort: "title", order: "asc" },
    });
    rows.push(...result.data.map(normalise));
    const total = result.meta?.total ?? rows.length;
    if (rows.length >= total || result.data.length < PER_PAGE) break;
  }
  return rows;
}

type Editing = { mode: "add" } | { mode: "edit"; product: ZzpProduct } | null;

export default function ZzpPortal({ loaderData }: Route.ComponentProps) {
  const { lang, user } = loaderData;
  const { t } = usePortalText();
  const { t: tc } = useCommonText();
  const products = useApiData(loadAll);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SortKey>("title");
  const [order, setOrder] = useState<"asc" | "desc">("asc");
  const [editing, setEditing] = useState<Editing>(null);
  const [formErrors, setFormErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<ZzpProduct | null>(null);
  const [busyRows, setBusyRows] = useState<ReadonlySet<number>>(new Set());
  // "Product toevoegen" opens a dialog of this script: disabled until it runs (app/lib/use-hydrated.ts)
  const running = useHydrated();

  const setRowBusy = (id: number, busy: boolean) =>
    setBusyRows((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const replaceRow = (row: ZzpProduct) =>
    products.update((rows) => rows.map((existing) => (existing.id === row.id ? row : existing)));

  /** a product deleted meanwhile (elsewhere): its row goes, and the partner is told why */
  const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;
  const dropGone = (product: ZzpProduct) => {
    products.update((rows) => rows.filter((row) => row.id !== product.id));
    toast.error(t("zzp.gone", { title: product.title }));
  };

  /** saves a stock; answers the API's message when it refused it (shown at the field) */
  async function changeStock(product: ZzpProduct, stock: number): Promise<string | undefined> {
    setRowBusy(product.id, true);
    try {
      const result = await call.put("/zzp-product/edit/{id}", {
        params: { id: product.id },
        body: toPayload({ ...product, stock }),
        silent: [422, 404],
      });
      const row = normalise(result.data);
      replaceRow(row);
      toast.success(t("zzp.stockUpdated", { title: row.title, stock: row.stock }));
      return undefined;
    } catch (error) {
      if (isGone(error)) {
        dropGone(product);
        return undefined;
      }
      if (error instanceof ApiError && error.status === 422) {
        return error.fieldErrors.stock?.[0] ?? Object.values(error.fieldErrors)[0]?.[0] ?? t("zzp.saveError");
      }
      return t("zzp.saveError");
    } finally {
      setRowBusy(product.id, false);
    }
  }

  async function save(input: ZzpProductInput) {
    if (!editing) return;
    setSaving(true);
    setFormErrors({});
    try {
      if (editing.mode === "add") {
        const result = await call.post("/zzp-product/add-product", {
          body: toPayload(input),
          silent: [422, 409],
        });
        const row = normalise(result.data);
        products.update((rows) => [...rows, row]);
        toast.success(t("zzp.created", { title: row.title }));
      } else {
        const result = await call.put("/zzp-product/edit/{id}", {
          params: { id: editing.product.id },
          body: toPayload(input),
          silent: [422, 409, 404],
        });
        const row = normalise(result.data);
        replaceRow(row);
        toast.success(t("zzp.updated", { title: row.title }));
      }
      setEditing(null);
    } catch (error) {
      if (editing.mode === "edit" && isGone(error)) {
        setEditing(null);
        dropGone(editing.product);
        return;
      }
      if (error instanceof ApiError && (error.status === 422 || error.status === 409)) {
        const fields = error.fieldErrors as FieldErrors;
        setFormErrors(
          Object.keys(fields).length ? fields : { form: [error.body?.message ?? t("zzp.saveError")] },
        );
      } else {
        setFormErrors({ form: [t("zzp.saveError")] });
      }
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!deleting) return;
    const product = deleting;
    setSaving(true);
    try {
      await call.delete("/zzp-product/delete/{id}", { params: { id: product.id }, silent: [404] });
      products.update((rows) => rows.filter((row) => row.id !== product.id));
      toast.success(t("zzp.deleted", { title: product.title }));
      setDeleting(null);
    } catch (error) {
      if (isGone(error)) {
        // already gone: what the partner wanted, but say it was not this delete
        setDeleting(null);
        dropGone(product);
        return;
      }
      toast.error(t("zzp.saveError"));
    } finally {
      setSaving(false);
    }
  }

  const toggleSort = (key: SortKey) => {
    if (key === sort) setOrder(order === "asc" ? "desc" : "asc");
    else {
      setSort(key);
      setOrder("asc");
    }
  };

  const rows = products.status === "ready" ? filterAndSort(products.data, search, sort, order, lang) : [];
  return (
    <PortalShell
      lang={lang}
      portalRole="cms-zzp"
      userName={user.name}
      title={t("zzp.title")}
      intro={t("zzp.intro")}
      actions={
        <Button
          disabled={!running}
          onClick={() => {
            setFormErrors({});
            setEditing({ mode: "add" });
          }}
        >
          {t("zzp.add")}
        </Button>
      }
    >
      {products.status === "loading" ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> {t("loading")}
        </p>
      ) : products.status === "error" ? (
        <Button variant="secondary" onClick={() => void products.reload()}>
          {t("retry")}
        </Button>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-end gap-3">
            <label className="flex w-full flex-col gap-1 text-sm font-medium text-slate-800 sm:w-auto sm:max-w-sm sm:flex-1">
              {t("zzp.search")}
              <input
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t("zzp.searchPlaceholder")}
                className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base font-normal focus:outline-2 focus:outline-brand-600"
              />
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
              {t("zzp.sortBy")}
              <select
                value={`${sort}:${order}`}
                onChange={(event) => {
                  const [key, direction] = event.target.value.split(":") as [SortKey, "asc" | "desc"];
                  setSort(key);
                  setOrder(direction);
                }}
                className="rounded-md border border-slate-300 bg-white px-3 py-2 text-base font-normal focus:outline-2 focus:outline-brand-600"
              >
                {sortKeys.flatMap((key) =>
                  (["asc", "desc"] as const).map((direction) => (
                    <option key={`${key}:${direction}`} value={`${key}:${direction}`}>
                      {t(`zzp.columns.${key}`)} ({t(direction === "asc" ? "zzp.ascending" : "zzp.descending")}
                      )
                    </option>
                  )),
                )}
              </select>
            </label>
            <p className="pb-2 text-sm text-slate-600" aria-live="polite">
              {t("zzp.count", { count: rows.length })}
            </p>
          </div>
          {rows.length === 0 ? (
            <p className="text-slate-600">{products.data.length ? t("zzp.noMatches") : t("zzp.empty")}</p>
          ) : (
            <ProductTable
              rows={rows}
              sort={sort}
              order={order}
              onSort={toggleSort}
              lang={lang}
              busyRows={busyRows}
              onStock={changeStock}
              onEdit={(product) => {
                setFormErrors({});
                setEditing({ mode: "edit", product });
              }}
              onDelete={setDeleting}
            />
          )}
        </>
      )}

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.mode === "edit" ? t("zzp.editTitle", { title: editing.product.title }) : t("zzp.addTitle")
        }
        closeLabel={tc("actions.close")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setEditing(null)} disabled={saving}>
              {tc("actions.cancel")}
            </Button>
            <Button type="submit" form="zzp-product-form" busy={saving}>
              {tc("actions.save")}
            </Button>
          </>
        }
      >
        {editing ? (
          <ProductForm
            key={editing.mode === "edit" ? editing.product.id : "new"}
            formId="zzp-product-form"
            product={editing.mode === "edit" ? editing.product : null}
            errors={formErrors}
            onSubmit={(input) => void save(input)}
          />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title={t("zzp.deleteTitle")}
        message={deleting ? t("zzp.deleteQuestion", { title: deleting.title }) : ""}
        confirmLabel={tc("actions.delete")}
        cancelLabel={tc("actions.cancel")}
        busy={saving}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </PortalShell>
  );
}
