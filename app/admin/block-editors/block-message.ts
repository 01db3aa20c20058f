/**
 * A block's error message in the admin's language: validation keys become the requirements' wording.
 * Shared by the block editor and the editors of each block type (its own module, so neither imports
 * the other).
 */
import { isMessageKey, message } from "#core/validation/messages.ts";
import { useLang } from "../language.ts";

export function useBlockMessage() {
  const lang = useLang();
  return (msg: string | undefined, label = "") =>
    msg && isMessageKey(msg) ? message(msg, lang, label) : (msg ?? "");
}
