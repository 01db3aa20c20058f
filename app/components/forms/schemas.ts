/**
 * The public forms' zod schemas (core/messages/schema.ts), loaded on demand: zod is the largest part
 * of a form, and a visitor who never uses one should not download it. A form starts the load when it
 * comes into view or gets focus (PublicForm); submitting waits for it. One load for all forms; a
 * failed load (network) is tried again at the next request.
 */
import type { z } from "zod";

type SchemaModule = typeof import("#core/messages/schema.ts");

export type FormSchemaName = "contact" | "phone" | "remoteAssistance";

let loading: Promise<SchemaModule> | null = null;

export function loadFormSchemas(): Promise<SchemaModule> {
  loading ??= import("#core/messages/schema.ts").catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export async function formSchema(name: FormSchemaName): Promise<z.ZodType> {
  const schemas = await loadFormSchemas();
  return {
    contact: schemas.contactFieldsSchema,
    phone: schemas.phoneFieldsSchema,
    remoteAssistance: schemas.remoteAssistanceFieldsSchema,
  }[name];
}
