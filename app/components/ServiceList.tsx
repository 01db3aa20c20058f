/** Services with their icons, and service groups holding their services (blocks and home page). */

import { ItemHeading } from "#app/blocks/shell/BlockShell.tsx";
import type { ServiceGroupItem, ServiceItem } from "#app/blocks/types.ts";
import { Icon } from "./Icon.tsx";

export function ServiceGrid({ services, dark = false }: { services: ServiceItem[]; dark?: boolean }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((s) => (
        <li
          key={s.id}
          className={`flex gap-4 rounded-2xl p-5 ring-1 ${dark ? "bg-white/10 ring-white/20" : "bg-white ring-slate-200"}`}
        >
          <span
            className={`grid h-12 w-12 shrink-0 place-items-center rounded-xl ${dark ? "bg-white text-brand-700" : "bg-brand-50 text-brand-700"}`}
          >
            <Icon name={s.icon} className="h-7 w-7" />
          </span>
          <div>
            <ItemHeading className="font-bold">{s.title}</ItemHeading>
            {s.description ? (
              <p className={`mt-1 text-sm ${dark ? "text-brand-100" : "text-slate-700"}`}>{s.description}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ServiceGroups({ groups, dark = false }: { groups: ServiceGroupItem[]; dark?: boolean }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {groups.map((g) => (
        <li
          key={g.id}
          className={`rounded-2xl p-6 ring-1 ${dark ? "bg-white/10 ring-white/20" : "bg-white shadow-sm ring-slate-200"}`}
        >
          <span className="grid h-14 w-14 place-items-center rounded-2xl bg-brand-600 text-white">
            <Icon name={g.icon} className="h-8 w-8" />
          </span>
          <ItemHeading className="mt-4 text-xl font-bold">{g.title}</ItemHeading>
          {g.description ? (
            <p className={`mt-2 ${dark ? "text-brand-100" : "text-slate-700"}`}>{g.description}</p>
          ) : null}
          {g.services.length ? (
            <ul className="mt-4 space-y-2">
              {g.services.map((s) => (
                <li key={s.id} className="flex items-center gap-2">
                  <Icon
                    name={s.icon}
                    className={`h-5 w-5 shrink-0 ${dark ? "text-white" : "text-brand-600"}`}
                  />
                  <span>{s.title}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
