export * from "./flash.ts";
export * from "./paths.ts";
export * from "./state.ts";
export { useSessionUser } from "./use-session-user.ts";
