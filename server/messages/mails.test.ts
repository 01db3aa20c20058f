/** The company's notification of a form: its Dutch first line agrees with the kind's noun. */
import { describe, expect, it } from "vitest";
import { notificationMail, type StoredMessage } from "./mails.ts";

const message = (kind: StoredMessage["kind"]): StoredMessage => ({
  id: 7,
  kind,
  name: "Anna",
  email: "anna@example.test",
  phone: "",
  preferred_moment: "",
  message: "Hallo",
  product_title: "",
  product_url: "",
  language: "en",
});

describe("the notification to the company", () => {
  it.each([
    ["contact", "Er is een nieuw contactbericht binnengekomen"],
    ["phone", "Er is een nieuw terugbelverzoek binnengekomen"],
    ["remote-assistance", "Er is een nieuwe aanvraag voor hulp op afstand binnengekomen"],
  ] as const)("%s: %s", (kind, line) => {
    const mail = notificationMail(message(kind), "office@example.test", "https://www.example.com");
    expect(mail.text.split("\n")[0]).toBe(`${line} via de website (taal: en).`);
  });
});
