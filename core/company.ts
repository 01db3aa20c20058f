/** Pure data, safe to import from the browser bundle too. */
/** Company details shown in the footer and in JSON-LD (requirements §2 footer, §9 opening hours). */
export const company = {
  name: "Delft IT Service",
  street: "Oude Delft 120",
  zip: "2611 CG",
  city: "Delft",
  country: "NL",
  phone: "+31 15 123 45 67",
  phoneDisplay: "015 - 123 45 67",
  email: "info@example.com",
  bank: "NL00 BANK 0123 4567 89",
  chamberOfCommerce: "12345678",
  vat: "NL001234567B01",
  openingHours: { opens: "09:00", closes: "20:00", days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"] as const },
  social: {
    facebook: "https://www.facebook.com/",
    linkedin: "https://www.linkedin.com/",
    instagram: "https://www.instagram.com/",
  },
} as const;
