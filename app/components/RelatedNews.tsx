/** The other news of the item's category under a news item (requirements §2), on its page and in its preview. */
import type { ItemCard as Card } from "#app/blocks/types.ts";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { ItemCard } from "./ItemCard.tsx";

export function RelatedNews({ related }: { related: readonly Card[] }) {
  const { t } = usePublicText();
  if (!related.length) return null;
  return (
    <section aria-labelledby="related-title" className="bg-slate-100 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="related-title" className="mb-6 text-2xl font-extrabold text-brand-900">
          {t("news.related")}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((card) => (
            <li key={card.id}>
              <ItemCard card={card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
