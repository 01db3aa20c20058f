/**
 * Add / edit form of a zzp product, shown in a dialog. Field errors come from the server's 422
 * `errors` (in the visitor's language); the parent does the call.
 */
import { type FormEvent, useId, useState } from "react";
import { Field, FormError, TextAreaField } from "#app/components/ui/Field.tsx";
import { usePortalText } from "#app/i18n/locales/portal.ts";
import { formatNumber, parseNumber } from "#app/lib/number-format.ts";
import { zzpProductType } from "#content-types/zzp-products.ts";
import type { ZzpProduct, ZzpProductInput } from "./types.ts";

/** the lengths the API allows (the definition's), so the inputs stop where the API would refuse */
const { title, brand, sku } = zzpProductType.fields;

export type FieldErrors = Partial<Record<keyof ZzpProductInput | "form", readonly string[]>>;

export function ProductForm({
  product,
  errors,
  formId,
  onSubmit,
}: {
  product: ZzpProduct | null;
  errors: FieldErrors;
  formId: string;
  onSubmit: (input: ZzpProductInput) => void;
}) {
  const { t, lang } = usePortalText();
  const prefix = useId();
  const [priceError, setPriceError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    // the price as people write it in the portal's language (1.299,50 in Dutch), never guessed
    const price = parseNumber(text("price"), lang, 2);
    if (price.kind === "invalid") {
      setPriceError(t("zzp.priceFormat"));
      return;
    }
    setPriceError(undefined);
    // sent as typed (not rounded or clamped): the API's 422 message then says what is wrong with it
    const stock = text("stock") === "" ? 0 : Number(text("stock"));
    onSubmit({
      title: text("title"),
      brand: text("brand"),
      sku: text("sku"),
      description: text("description"),
      price: price.kind === "number" ? price.value : 0,
      stock,
    });
  }

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormError message={errors.form?.[0]} />
      <Field
        id={`${prefix}-title`}
        label={t("zzp.fields.title")}
        name="title"
        defaultValue={product?.title ?? ""}
        required
        markRequired
        maxLength={title.max}
        error={errors.title}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${prefix}-brand`}
          label={t("zzp.fields.brand")}
          name="brand"
          defaultValue={product?.brand ?? ""}
          maxLength={brand.max}
          error={errors.brand}
        />
        <Field
          id={`${prefix}-sku`}
          label={t("zzp.fields.sku")}
          name="sku"
          defaultValue={product?.sku ?? ""}
          maxLength={sku.max}
          error={errors.sku}
        />
        <Field
          id={`${prefix}-price`}
          label={t("zzp.fields.price")}
          name="price"
          inputMode="decimal"
          defaultValue={product ? formatNumber(product.price, lang, 2) : ""}
          error={priceError ? [priceError] : errors.price}
        />
        <Field
          id={`${prefix}-stock`}
          label={t("zzp.fields.stock")}
          name="stock"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={product ? String(product.stock) : "0"}
          error={errors.stock}
        />
      </div>
      <TextAreaField
        id={`${prefix}-description`}
        label={t("zzp.fields.description")}
        name="description"
        rows={3}
        defaultValue={product?.description ?? ""}
        error={errors.description}
      />
    </form>
  );
}
