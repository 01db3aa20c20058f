import type { BlockEditorSlot } from "../ResourceForm.tsx";

export const BlockEditor: BlockEditorSlot = () => null;
