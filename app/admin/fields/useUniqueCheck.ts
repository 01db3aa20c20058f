/**
 * requirements §5 uniqueness while typing: 400 ms after the last key, `GET <path>/<value>?language=&except_id=`
 * (`{data: boolean}`); an existing value puts the requirements message on the field.
 */
import { useEffect } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { ExistsData } from "#app/api/families.ts";
import { api } from "#app/api-client.ts";
import type { FieldDef, Values } from "#content-types/types.ts";

export async function valueExists(path: string, value: string, language: string, exceptId?: number | string) {
  // the path comes from the definition (`*-title-exists`); every such route answers alike
  const answer = await api.get<ExistsData>(`${path}/${encodeURIComponent(value)}`, {
    query: { language, except_id: exceptId },
  });
  return answer.data;
}

export function useUniqueCheck(
  form: UseFormReturn<Values>,
  field: FieldDef,
  message: string,
  exceptId: number | undefined,
) {
  const value = useWatch({ control: form.control, name: field.name }) as string | undefined;
  const language = (useWatch({ control: form.control, name: "language" }) as string | undefined) ?? "nl";
  const path = field.unique?.path;
  useEffect(() => {
    if (!path) return;
    const text = (value ?? "").trim();
    if (!text) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      valueExists(path, text, language, exceptId)
        .then((exists) => {
          if (cancelled) return;
          const current = form.getFieldState(field.name).error;
          if (exists) form.setError(field.name, { type: "unique", message });
          else if (current?.type === "unique") form.clearErrors(field.name);
        })
        .catch(() => {
          // the check is a convenience; the save answers 409 anyway
        });
    }, 400);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [path, value, language, exceptId, form, field.name, message]);
}
