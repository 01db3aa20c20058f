/** Overview pagination with ?page= links (server-rendered, works without JavaScript). */
import { usePublicText } from "#app/i18n/locales/public.ts";

export function Pagination({ path, page, pages }: { path: string; page: number; pages: number }) {
  const { t } = usePublicText();
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  const item = "grid h-11 min-w-11 place-items-center rounded-lg px-3 font-semibold";
  return (
    <nav aria-label={t("pagination.label")} className="mt-10">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} className={`${item} ring-1 ring-slate-300 hover:bg-brand-50`} rel="prev">
              {t("pagination.previous")}
            </a>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={`${item} bg-brand-600 text-white`}>
                <span className="sr-only">{t("pagination.current", { n })}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <a
                href={href(n)}
                className={`${item} ring-1 ring-slate-300 hover:bg-brand-50`}
                aria-label={t("pagination.page", { n })}
              >
                {n}
              </a>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} className={`${item} ring-1 ring-slate-300 hover:bg-brand-50`} rel="next">
              {t("pagination.next")}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
