/**
 * The admin list columns of the content with a public page (pages, news items, tips, products) that
 * tell the state of an item's language versions: its language, whether the other language keeps up,
 * whether it is on the website now and its schedule. A list shows them after the title and its own
 * columns, before the change date. (`datedColumns` of ./header.ts lists them too, for news and tips.)
 */
import { col } from "./columns.ts";
import type { ColumnDef } from "./types.ts";

export const versionColumns: ColumnDef[] = [col.language, col.translation, col.publicNow, col.schedule];
