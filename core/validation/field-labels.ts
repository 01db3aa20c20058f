/**
 * The words for the fields many API calls share, each written once (requirements §5: a validation
 * message names the field). A call's own table (`createRouter({ labels })`, a content type's field
 * labels) names its other fields, and gives one of these fields another word where its own form says
 * it otherwise (a booking's "Korte omschrijving", the public message forms' "E-mail").
 */
export const commonFieldLabels = {
  id: { nl: "Id", en: "Id" },
  name: { nl: "Naam", en: "Name" },
  email: { nl: "E-mailadres", en: "E-mail" },
  phone: { nl: "Telefoonnummer", en: "Phone" },
  website: { nl: "Website", en: "Website" },
  title: { nl: "Titel", en: "Title" },
  description: { nl: "Omschrijving", en: "Description" },
  file: { nl: "Bestand", en: "File" },
  language: { nl: "Taal", en: "Language" },
  lang: { nl: "Taal", en: "Language" },
  from: { nl: "Vanaf", en: "From" },
  to: { nl: "Tot en met", en: "To" },
  page: { nl: "Pagina", en: "Page" },
  per_page: { nl: "Per pagina", en: "Per page" },
  count: { nl: "Aantal", en: "Count" },
} satisfies Record<string, { nl: string; en: string }>;
