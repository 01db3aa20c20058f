/**
 * The admin route table (requirements §2 "Admin area"): the admin base path → dashboard; per section
 * overzicht, toevoegen, wijzigen/:id (or bekijken/:id for the e-mails); an unknown sub path → the section list.
 * The section screens share one list module and one form module; the route id tells them which
 * resource definition to use (`admin:<section>:<screen>`). File paths are relative to app/.
 */
import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { editorialDefinitions, editorialTypes } from "#content-types/editorial.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { resources } from "../../admin/resources/index.ts";

// route paths have no leading slash
const B = ADMIN_BASE.slice(1);

const sectionRoutes = resources.flatMap((def) => {
  const s = def.section;
  const out: RouteConfigEntry[] = [
    route(`${B}/${s}/overzicht`, "routes/admin/list.tsx", { id: `admin:${s}:list` }),
  ];
  if (def.screens.add)
    out.push(route(`${B}/${s}/toevoegen`, "routes/admin/form.tsx", { id: `admin:${s}:add` }));
  if (def.screens.edit)
    out.push(route(`${B}/${s}/wijzigen/:id`, "routes/admin/form.tsx", { id: `admin:${s}:edit` }));
  if (def.screens.view)
    out.push(route(`${B}/${s}/bekijken/:id`, "routes/admin/email.tsx", { id: `admin:${s}:view` }));
  out.push(route(`${B}/${s}/*`, "routes/admin/section-redirect.tsx", { id: `admin:${s}:rest` }));
  return out;
});

// the preview address of each editorial type is its definition's `preview` (requirements §2)
const previewKinds = editorialTypes.flatMap((type) => editorialDefinitions[type].preview ?? []);
const previewRoutes = previewKinds.map((kind) =>
  route(`${B}/preview/${kind}/:id`, "routes/admin/preview.tsx", { id: `admin:preview:${kind}` }),
);

export const adminRoutes: RouteConfigEntry[] = [
  layout("routes/admin/layout.tsx", { id: "admin" }, [
    route(B, "routes/admin/dashboard.tsx", { id: "admin:dashboard" }),
    route(`${B}/dashboard`, "routes/admin/dashboard.tsx", { id: "admin:dashboard:alias" }),
    ...sectionRoutes,
    route(`${B}/boekhouding/downloads/wijzigen/:id`, "routes/admin/accountant.tsx", {
      id: "admin:boekhouding:edit",
    }),
    route(`${B}/toestemmingen`, "routes/admin/consent-log.tsx", { id: "admin:toestemmingen" }),
    route(`${B}/auditlog`, "routes/admin/audit-log.tsx", { id: "admin:auditlog" }),
    route(`${B}/bezoekers`, "routes/admin/visits.tsx", { id: "admin:bezoekers" }),
    // appointment booking (issue 22)
    route(`${B}/afspraken`, "routes/admin/booking.tsx", { id: "admin:afspraken" }),
    // requirements writes the pages section as "pagina's": accept it and send it to /paginas/…
    route(`${B}/pagina's/*`, "routes/admin/section-redirect.tsx", { id: "admin:pagina's:alias" }),
    route(`${B}/*`, "routes/admin/section-redirect.tsx", { id: "admin:unknown" }),
  ]),
  // previews render the public layout, not the admin shell
  ...previewRoutes,
];
