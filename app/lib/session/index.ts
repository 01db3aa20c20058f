export * from "#core/session/flash.ts";
export * from "#core/session/paths.ts";
export * from "./state.ts";
export { useSessionUser } from "./use-session-user.ts";
