/**
 * requirements §4: "Upload and image-loading flags start and stop around an image upload." The form counts
 * running uploads; Save is disabled while any runs. The folder (page-type/page-id) of the item's
 * uploads comes from the same context.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

type UploadState = {
  uploading: boolean;
  imageLoading: boolean;
  begin: () => void;
  end: () => void;
  setImageLoading: (on: boolean) => void;
  pageType: string;
  pageId: string;
};

const Ctx = createContext<UploadState>({
  uploading: false,
  imageLoading: false,
  begin: () => {},
  end: () => {},
  setImageLoading: () => {},
  pageType: "misc",
  pageId: "0",
});

export function UploadProvider({
  pageType,
  pageId,
  children,
}: {
  pageType: string;
  pageId: string;
  children: ReactNode;
}) {
  const [count, setCount] = useState(0);
  const [imageLoading, setImageLoading] = useState(false);
  const begin = useCallback(() => setCount((c) => c + 1), []);
  const end = useCallback(() => setCount((c) => Math.max(0, c - 1)), []);
  const value = useMemo(
    () => ({ uploading: count > 0, imageLoading, begin, end, setImageLoading, pageType, pageId }),
    [count, imageLoading, begin, end, pageType, pageId],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export const useUploads = () => useContext(Ctx);
