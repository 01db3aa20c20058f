/**
 * The edit path of each type that keeps revisions, registered by `registerCrudRoutes` (an optional
 * `revisions` in its description), so a restore saves through exactly the code the edit route runs:
 * the service's update, the upload clean-up, the audit entry and a new revision.
 */
import type { Context } from "hono";
import type { EditorialType } from "#content-types/editorial.ts";
import type { AppEnv } from "../http/context.ts";
import type { SaveAction } from "./entity-types.ts";

/** the revision a restore brings back: the audit entry names it */
export interface RestoredRevision {
  id: number;
  /** when that version was saved, ISO */
  created_at: string;
}

export interface RevisionTarget {
  /**
   * saves `body` (already parsed by the type's update schema) to the item; null when the item is
   * gone. `restored`: the revision a restore brings back.
   */
  save(
    c: Context<AppEnv>,
    id: number,
    body: unknown,
    action: SaveAction,
    restored?: RestoredRevision,
  ): Promise<unknown | null>;
}

const targets = new Map<EditorialType, RevisionTarget>();

export function registerRevisionTarget(type: EditorialType, target: RevisionTarget): void {
  targets.set(type, target);
}

export function revisionTarget(type: EditorialType): RevisionTarget | undefined {
  return targets.get(type);
}
