/**
 * The message the edit screen posts to its live preview frame after a draft was saved
 * (app/admin/LivePreview.tsx → app/routes/admin/preview.tsx), which then reloads its data.
 */
export const DRAFT_SAVED_MESSAGE = "draft-saved";
