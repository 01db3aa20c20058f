/**
 * Loads data through the API client for a screen rendered in the browser (requirements §10.1: portals and
 * admin read the API). Empties itself when the session is cleared (requirements §4).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { onSessionCleared } from "#app/lib/session/state.ts";

export type ApiData<T> =
  | { status: "loading"; data: undefined }
  | { status: "ready"; data: T }
  | { status: "error"; data: undefined };

/** loads once when the screen mounts; `reload()` loads again */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<ApiData<T>>({ status: "loading", data: undefined });
  const loadRef = useRef(load);
  loadRef.current = load;
  const controllerRef = useRef<AbortController | null>(null);

  const reload = useCallback(async (quiet = false) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    if (!quiet) setState({ status: "loading", data: undefined });
    try {
      const data = await loadRef.current(controller.signal);
      if (!controller.signal.aborted) setState({ status: "ready", data });
    } catch {
      // the API client already told the user (toast); the screen offers "try again"
      if (!controller.signal.aborted) setState({ status: "error", data: undefined });
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => controllerRef.current?.abort();
  }, [reload]);

  useEffect(
    () =>
      onSessionCleared(() => {
        controllerRef.current?.abort();
        setState({ status: "error", data: undefined });
      }),
    [],
  );

  /** replace the loaded value (after a save) without a round trip */
  const update = useCallback((next: (current: T) => T) => {
    setState((current) =>
      current.status === "ready" ? { status: "ready", data: next(current.data) } : current,
    );
  }, []);

  return { ...state, reload, update } as ApiData<T> & {
    reload: (quiet?: boolean) => Promise<void>;
    update: (next: (current: T) => T) => void;
  };
}
