/**
 * What the home pages show besides their blocks: the services with their icons and
 * groups, the company's features as a strip, and customer reviews.
 */
import type { ServiceGroupItem, ServiceItem } from "#app/blocks/types.ts";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { Icon } from "./Icon.tsx";
import { ServiceGrid, ServiceGroups } from "./ServiceList.tsx";

export interface HomeExtras {
  groups: ServiceGroupItem[];
  services: ServiceItem[];
  features: { id: number; title: string; icon: string }[];
  reviews: { id: number; name: string; text: string; rating: number }[];
}

export function FeaturesStrip({ features }: { features: HomeExtras["features"] }) {
  const { t } = usePublicText();
  if (!features.length) return null;
  return (
    <section aria-labelledby="features-title" className="bg-brand-700 py-10 text-white">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="features-title" className="sr-only">
          {t("home.features")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {features.map((f) => (
            <li key={f.id} className="flex items-center gap-3">
              <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-white/15">
                <Icon name={f.icon} className="h-6 w-6" />
              </span>
              <span className="font-semibold">{f.title}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ServicesSection({ groups, services }: Pick<HomeExtras, "groups" | "services">) {
  const { t } = usePublicText();
  if (!groups.length && !services.length) return null;
  return (
    <section aria-labelledby="services-title" className="bg-slate-100 py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="services-title" className="mb-8 text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {t("home.services")}
        </h2>
        {groups.length ? <ServiceGroups groups={groups} /> : <ServiceGrid services={services} />}
      </div>
    </section>
  );
}

export function ReviewsSection({ reviews }: { reviews: HomeExtras["reviews"] }) {
  const { t } = usePublicText();
  if (!reviews.length) return null;
  return (
    <section aria-labelledby="reviews-title" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="reviews-title" className="mb-8 text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {t("home.reviews")}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {reviews.slice(0, 6).map((r) => (
            <li key={r.id}>
              <figure className="flex h-full flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <p
                  className="flex gap-0.5 text-amber-600"
                  role="img"
                  aria-label={t("home.rating", { n: r.rating })}
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Icon
                      key={n}
                      name="star"
                      className={`h-5 w-5 ${n <= r.rating ? "fill-current" : "opacity-30"}`}
                    />
                  ))}
                </p>
                <blockquote className="mt-3 flex-1 text-slate-800">“{r.text}”</blockquote>
                <figcaption className="mt-4 font-semibold text-brand-900">— {r.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
