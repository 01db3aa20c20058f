/**
 * `useSessionUser()`: the stored user of this browser ({name, role} from the `user_state` cookie) or
 * null; re-renders on login, logout and when the API client clears the session. During server
 * rendering and hydration it answers `serverUser` (pass the loader's user when the route has one).
 */
import { useCallback, useSyncExternalStore } from "react";
import { readUserState, type StoredUser, subscribeSession } from "./state.ts";

let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;

function snapshot(): StoredUser | null {
  const user = readUserState();
  // same object while the cookie is unchanged, as useSyncExternalStore requires
  const raw = user ? `${user.name}\u0000${user.role}` : null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = user;
  }
  return cachedUser;
}

export function useSessionUser(serverUser: StoredUser | null = null): StoredUser | null {
  const serverSnapshot = useCallback(() => serverUser, [serverUser]);
  return useSyncExternalStore(subscribeSession, snapshot, serverSnapshot);
}
