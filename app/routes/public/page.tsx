import { data } from "react-router";
import { appContext } from "#app/context.server.ts";
import { languageFromPath } from "#app/i18n/lang.ts";
import { findPublicPageByFullUrl } from "#server/pages/service.ts";
import type { Route } from "./+types/page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { deps } = context.get(appContext);
  const lang = languageFromPath(new URL(request.url).pathname);
  const page = await findPublicPageByFullUrl(deps.database.db, lang, `home-${lang}`);
  if (!page) throw data(null, { status: 404 });
  return { page: { title: page.title, subtitle: page.subtitle, intro: page.intro }, lang };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `${loaderData.page.title} | Delft IT Service` : "Delft IT Service" }];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main className="mx-auto max-w-4xl p-8">
      <h1 className="text-4xl font-bold">{page.title}</h1>
      {page.subtitle ? <p className="mt-2 text-xl text-slate-600">{page.subtitle}</p> : null}
      <p className="mt-4">{page.intro}</p>
    </main>
  );
}
