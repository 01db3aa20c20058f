/**
 * The demo page tree (both languages) and the blocks of each page. The home pages use every block
 * type of core/blocks/index.ts with varied options; the services tree is three levels deep.
 *
 * Blocks refer to news items, tips, services … by id, so they are built after those rows exist:
 * `PageRefs` carries the ids of one language.
 */

import type { BlockInput } from "#core/blocks/index.ts";
import type { Lang } from "../../i18n/lang.ts";
import type { DemoImage } from "./images.ts";
import { demoImage, demoKey, paragraphs } from "./util.ts";

export interface PageRefs {
  language: "nl" | "en";
  /** visible news item ids, newest first */
  newsIds: number[];
  categoryIds: Record<string, number>;
  newsGroupIds: number[];
  tipIds: number[];
  serviceIds: number[];
  serviceGroupIds: number[];
}

interface PageText {
  title: string;
  subtitle: string;
  intro: string;
  menu_title: string;
  url: string;
  seo_description: string;
  action_btn_title?: string;
}

export interface DemoPage {
  key: string;
  nl: PageText;
  en: PageText;
  header: DemoImage;
  visible?: boolean;
  menu?: number;
  topMenu?: number;
  footerMenu?: number;
  slider?: DemoImage[];
  blocks: (refs: PageRefs) => BlockInput[];
  children?: DemoPage[];
}

const pageImage = (name: string, motif: DemoImage["motif"]) => demoImage("pages", name, motif, "header");
const cardImage = (name: string, motif: DemoImage["motif"]) => demoImage("cards", name, motif, "card");

export const galleryFolder = "werkplaats";
/** the gallery folder: uploads with page_type "gallery" and page_id "werkplaats" */
export const galleryImages: DemoImage[] = (
  [
    ["bench", "desk"],
    ["parts", "chip"],
    ["laptops", "laptop"],
    ["towers", "tower"],
    ["cables", "cables"],
    ["coffee", "wave"],
  ] as const
).map(([name, motif]) => demoImage(`/uploads/gallery/${galleryFolder}`, name, motif, "gallery"));

const homeCards3 = [
  cardImage("card-repair", "tower"),
  cardImage("card-new-pc", "chip"),
  cardImage("card-remote", "chat"),
];
const homeCards6 = [
  cardImage("card-ssd", "chip"),
  cardImage("card-malware", "shield"),
  cardImage("card-wifi", "wave"),
  cardImage("card-cables", "cables"),
  cardImage("card-desk", "desk"),
  cardImage("card-laptop", "laptop"),
];
const comparisonBefore = cardImage("desk-before", "cables");
const comparisonAfter = cardImage("desk-after", "desk");
const textImages = {
  workshop: cardImage("text-workshop", "tower"),
  remote: cardImage("text-remote", "chat"),
  screen: cardImage("text-screen", "laptop"),
  team: cardImage("text-team", "desk"),
};

/** every image the pages use (rendered by the seed) */
export function pageImages(): DemoImage[] {
  const headers: DemoImage[] = [];
  const walk = (list: DemoPage[]) => {
    for (const page of list) {
      headers.push(page.header, ...(page.slider ?? []));
      walk(page.children ?? []);
    }
  };
  walk(pageTree);
  const unique = new Map(
    [
      ...headers,
      ...homeCards3,
      ...homeCards6,
      comparisonBefore,
      comparisonAfter,
      ...Object.values(textImages),
    ].map((i) => [i.url, i]),
  );
  return [...unique.values()];
}

const t = (refs: PageRefs, nl: string, en: string) => (refs.language === "nl" ? nl : en);

/** the home page: every block type, varied options */
function homeBlocks(r: PageRefs): BlockInput[] {
  const cardLinks =
    r.language === "nl"
      ? ["/diensten/computer-reparatie", "/diensten/nieuwe-computers", "/hulp-op-afstand"]
      : ["/en/services/computer-repair", "/en/services/new-computers", "/en/remote-help"];
  return [
    {
      id: "intro",
      type: "intro",
      title: t(r, "Je computer in goede handen", "Your computer in good hands"),
      subtitle: t(r, "Al meer dan tien jaar in Delft", "In Delft for more than ten years"),
      show_subtitle: true,
      background: "white",
      space_top: true,
      text: t(
        r,
        "Delft IT Service repareert computers en laptops, levert nieuwe pc's op maat, helpt op afstand en richt werkplekken netjes in. Persoonlijk, snel en met een eerlijke prijs.",
        "Delft IT Service repairs computers and laptops, supplies custom-built PCs, helps remotely and sets up tidy workplaces. Personal, fast and fairly priced.",
      ),
    },
    {
      id: "services",
      type: "service",
      title: t(r, "Onze diensten", "Our services"),
      background: "gray",
      mode: "services",
      service_ids: r.serviceIds.slice(0, 6),
      show_appointment_button: true,
    },
    {
      id: "cards-3",
      type: "card",
      title: t(r, "Waarmee kunnen we helpen?", "How can we help?"),
      subtitle: t(r, "Kies wat bij je past", "Choose what suits you"),
      show_subtitle: true,
      background: "white",
      bevelled_edge: true,
      cards: [
        {
          title: t(r, "Reparatie", "Repair"),
          text: t(r, "Gratis diagnose, vaste prijs vooraf.", "Free diagnosis, fixed price up front."),
          image: homeCards3[0].url,
          link: cardLinks[0],
        },
        {
          title: t(r, "Nieuwe pc of laptop", "New PC or laptop"),
          text: t(r, "Samengesteld voor wat je ermee doet.", "Built for what you do with it."),
          image: homeCards3[1].url,
          link: cardLinks[1],
        },
        {
          title: t(r, "Hulp op afstand", "Remote help"),
          text: t(r, "Binnen een kwartier geholpen.", "Helped within fifteen minutes."),
          image: homeCards3[2].url,
          link: cardLinks[2],
        },
      ],
    },
    {
      id: "text-workshop",
      type: "text",
      title: t(r, "Onze werkplaats", "Our workshop"),
      background: "gray",
      html: paragraphs(
        t(
          r,
          "In onze werkplaats aan de Oude Delft werken vier monteurs aan reparaties, upgrades en nieuwe systemen.",
          "In our workshop on the Oude Delft four technicians work on repairs, upgrades and new systems.",
        ),
        t(r, "Je bent welkom om mee te kijken.", "You are welcome to watch."),
      ),
      image: textImages.workshop.url,
      image_position: "left",
      show_question_button: true,
    },
    {
      id: "comparison",
      type: "comparison",
      title: t(r, "Voor en na: kabelmanagement", "Before and after: cable management"),
      background: "white",
      space_top: true,
      before_image: comparisonBefore.url,
      after_image: comparisonAfter.url,
      before_label: t(r, "Voor", "Before"),
      after_label: t(r, "Na", "After"),
    },
    {
      id: "news-random",
      type: "news",
      // three news items at random (the block's mode): not the newest, so the title does not say so
      title: t(r, "Uit ons nieuws", "From our news"),
      background: "gray",
      mode: "random",
      count: 3,
    },
    {
      id: "columns",
      type: "text_columns",
      title: t(r, "Waarom Delft IT Service", "Why Delft IT Service"),
      background: "blue",
      bevelled_edge: true,
      columns: [
        {
          icon: "fast",
          title: t(r, "Snel", "Fast"),
          text: t(r, "De meeste reparaties binnen twee werkdagen.", "Most repairs within two working days."),
        },
        {
          icon: "guarantee",
          title: t(r, "Garantie", "Warranty"),
          text: t(r, "Drie maanden garantie op elke reparatie.", "Three months warranty on every repair."),
        },
        {
          icon: "professional",
          title: t(r, "Vakkundig", "Skilled"),
          text: t(r, "Gecertificeerde monteurs uit de buurt.", "Certified local technicians."),
        },
      ],
    },
    {
      id: "tips",
      type: "tip",
      title: t(r, "Tips en tricks", "Tips and tricks"),
      background: "white",
      count: 4,
    },
    {
      id: "slider",
      type: "slider_text",
      title: t(r, "Wat klanten zeggen", "What customers say"),
      background: "blue",
      // quotes as the customers wrote them, each site its own (as the reviews: catalog.ts reviewItems)
      slides: [
        {
          title: t(r, "Marieke van den Berg", "Priya Raman"),
          text: t(
            r,
            "Binnen twee dagen gerepareerd en alle foto's waren er nog.",
            "Fixed within two days, and every photo and file was still there.",
          ),
        },
        {
          title: t(r, "Henk Jansen", "James O'Connor"),
          text: t(
            r,
            "Duidelijk advies, geen onnodige dure onderdelen.",
            "Honest advice, without pushing expensive parts I didn't need.",
          ),
        },
        {
          title: t(r, "Fatima El Idrissi", "Lucía Fernández"),
          text: t(
            r,
            "Printerprobleem in tien minuten opgelost.",
            "They sorted out my printer in ten minutes.",
          ),
        },
      ],
    },
    {
      id: "faq",
      type: "faq",
      title: t(r, "Veelgestelde vragen", "Frequently asked questions"),
      background: "white",
      show_question_button: true,
      items: [
        {
          question: t(r, "Wat kost een diagnose?", "What does a diagnosis cost?"),
          answer: t(r, "De diagnose in onze werkplaats is gratis.", "A diagnosis in our workshop is free."),
        },
        {
          question: t(r, "Blijven mijn bestanden bewaard?", "Are my files kept?"),
          answer: t(
            r,
            "Ja, we maken altijd eerst een back-up voordat we iets aan je computer doen.",
            "Yes, we always make a backup before we change anything on your computer.",
          ),
        },
        {
          question: t(r, "Komen jullie ook aan huis?", "Do you also come to my home?"),
          answer: t(r, "Ja, in Delft en omgeving.", "Yes, in Delft and the surrounding area."),
        },
      ],
    },
    {
      id: "gallery",
      type: "gallery",
      title: t(r, "Een kijkje in de werkplaats", "A look inside the workshop"),
      background: "gray",
      folder: galleryFolder,
    },
    {
      id: "news-specific",
      type: "news",
      title: t(r, "Uitgelicht", "Featured"),
      background: "white",
      mode: "specific",
      news_ids: r.newsIds.slice(0, 2),
    },
    {
      id: "cards-6",
      type: "card",
      title: t(r, "Populaire klussen", "Popular jobs"),
      background: "gray",
      space_bottom: true,
      cards: homeCards6.map((image, index) => ({
        title: [
          t(r, "Ssd-upgrade", "SSD upgrade"),
          t(r, "Malware verwijderen", "Malware removal"),
          t(r, "Wifi verbeteren", "Better Wi-Fi"),
          t(r, "Kabels wegwerken", "Tidy cables"),
          t(r, "Werkplek inrichten", "Workplace set-up"),
          t(r, "Laptop kopen", "Buy a laptop"),
        ][index],
        text: "",
        image: image.url,
        link: "",
      })),
    },
    {
      id: "news-security",
      type: "news",
      title: t(r, "Veilig online", "Safe online"),
      subtitle: t(r, "Nieuws over phishing en beveiliging", "News about phishing and security"),
      show_subtitle: true,
      background: "white",
      mode: "category_group",
      count: 3,
      category_id: r.categoryIds.security,
      news_group_id: r.newsGroupIds[0],
    },
    {
      id: "service-groups",
      type: "service",
      title: t(r, "Alles onder één dak", "Everything under one roof"),
      background: "gray",
      mode: "service_groups",
      service_group_ids: r.serviceGroupIds.slice(0, 3),
    },
    {
      id: "contact",
      type: "contact",
      title: t(r, "Neem contact op", "Get in touch"),
      background: "blue",
      space_bottom: true,
      text: t(
        r,
        "Bel, mail of kom langs: we helpen je graag.",
        "Call, e-mail or drop by: we are happy to help.",
      ),
      show_contact_buttons: true,
      contact_buttons_title: t(r, "Direct contact", "Direct contact"),
      contact_buttons_text: t(r, "Van 9:00 tot 20:00 bereikbaar.", "Available from 9:00 till 20:00."),
      show_appointment_button: true,
      show_question_button: true,
    },
  ];
}

/** a simple page: intro, text with image, optional extra block, contact */
/**
 * The blocks of a service or about page: an intro sentence, then a text with an image that goes on
 * from it (its own paragraph, never the intro again), the page's own blocks, and a contact block.
 */
function simpleBlocks(
  intro: Record<Lang, string>,
  body: Record<Lang, string>,
  image: DemoImage,
  extra: (r: PageRefs) => BlockInput[] = () => [],
) {
  return (r: PageRefs): BlockInput[] => [
    { id: "intro", type: "intro", background: "white", space_top: true, text: intro[r.language] },
    {
      id: "text",
      type: "text",
      background: "gray",
      html: paragraphs(body[r.language]),
      image: image.url,
      image_position: "right",
      show_appointment_button: true,
    },
    ...extra(r),
    {
      id: "contact",
      type: "contact",
      background: "white",
      text: t(r, "Vragen? Wij helpen je graag verder.", "Questions? We are happy to help."),
      show_contact_buttons: true,
    },
  ];
}

const legalBlocks =
  (nl: string, en: string) =>
  (r: PageRefs): BlockInput[] => [
    { id: "text", type: "text", background: "white", space_top: true, html: paragraphs(t(r, nl, en)) },
  ];

function page(
  slug: string,
  nl: PageText,
  en: PageText,
  header: DemoImage,
  blocks: DemoPage["blocks"],
  extra: Partial<DemoPage> = {},
): DemoPage {
  return { key: demoKey(`page:${slug}`), nl, en, header, blocks, ...extra };
}

export const pageTree: DemoPage[] = [
  page(
    "home",
    {
      title: "Computerhulp in Delft",
      subtitle: "Reparatie, nieuwe pc's en hulp op afstand",
      intro:
        "Snel, persoonlijk en met een eerlijke prijs. Kom langs aan de Oude Delft of laat ons op afstand meekijken.",
      menu_title: "Home",
      url: "home-nl",
      seo_description:
        "Delft IT Service: computerreparatie, nieuwe pc's en laptops, hulp op afstand en werkplekservice in Delft.",
      action_btn_title: "Maak een afspraak",
    },
    {
      title: "Computer help in Delft",
      subtitle: "Repairs, new PCs and remote help",
      intro: "Fast, personal and fairly priced. Visit us on the Oude Delft or let us help you remotely.",
      menu_title: "Home",
      url: "home-en",
      seo_description:
        "Delft IT Service: computer repair, new PCs and laptops, remote help and workplace services in Delft.",
      action_btn_title: "Make an appointment",
    },
    pageImage("home-header", "laptop"),
    homeBlocks,
    {
      menu: 0,
      slider: [
        pageImage("slide-repair", "tower"),
        pageImage("slide-remote", "chat"),
        pageImage("slide-workplace", "desk"),
      ],
    },
  ),
  page(
    "services",
    {
      title: "Diensten",
      subtitle: "Alles voor je computer en werkplek",
      intro: "Van reparatie tot complete werkplekken: bekijk wat we voor je kunnen doen.",
      menu_title: "Diensten",
      url: "diensten",
      seo_description:
        "Alle diensten van Delft IT Service: reparatie, nieuwe computers, kabelmanagement en werkplekservice.",
    },
    {
      title: "Services",
      subtitle: "Everything for your computer and workplace",
      intro: "From repairs to complete workplaces: see what we can do for you.",
      menu_title: "Services",
      url: "services",
      seo_description:
        "All services of Delft IT Service: repair, new computers, cable management and workplace services.",
    },
    pageImage("services-header", "chip"),
    simpleBlocks(
      {
        nl: "Wij helpen particulieren en kleine bedrijven in Delft met alles rond computers.",
        en: "We help private customers and small businesses in Delft with everything around computers.",
      },
      {
        nl: "Van een trage laptop tot een kantoor met tien werkplekken: je hebt één aanspreekpunt, hoort vooraf wat het kost en we leggen uit wat we doen.",
        en: "From a slow laptop to an office with ten workplaces: you have one point of contact, hear the price up front and we explain what we do.",
      },
      textImages.team,
      (r) => [
        {
          id: "groups",
          type: "service",
          background: "white",
          mode: "service_groups",
          service_group_ids: r.serviceGroupIds,
        },
      ],
    ),
    { menu: 1, footerMenu: 0 },
  ),
  page(
    "remote-help",
    {
      title: "Hulp op afstand",
      subtitle: "Binnen een kwartier geholpen",
      intro: "Via een veilige verbinding kijken we met je mee op je scherm.",
      menu_title: "Hulp op afstand",
      url: "hulp-op-afstand",
      seo_description:
        "Hulp op afstand van Delft IT Service: veilig, snel en zonder dat je de deur uit hoeft.",
    },
    {
      title: "Remote help",
      subtitle: "Helped within fifteen minutes",
      intro: "Through a secure connection we look at your screen together with you.",
      menu_title: "Remote help",
      url: "remote-help",
      seo_description: "Remote help from Delft IT Service: safe, fast and without leaving your home.",
    },
    pageImage("remote-header", "chat"),
    simpleBlocks(
      {
        nl: "Vul het formulier in, download daarna de TeamViewer-module, geef ons de code en we helpen je direct verder.",
        en: "Fill in the form, then download the TeamViewer module, give us the code and we help you right away.",
      },
      {
        nl: "Je ziet alles wat we doen en je kunt de verbinding op elk moment verbreken. Lukt het niet op afstand, dan plannen we samen een afspraak in de werkplaats.",
        en: "You see everything we do and you can end the connection at any moment. If it cannot be fixed remotely, we plan a visit to the workshop together.",
      },
      textImages.remote,
      (r) => [
        {
          id: "columns",
          type: "text_columns",
          background: "gray",
          columns: [
            {
              icon: "phone",
              title: t(r, "Bel ons", "Call us"),
              text: t(r, "015 - 123 45 67", "+31 15 123 45 67"),
            },
            {
              icon: "remote-help",
              title: t(r, "Start de sessie", "Start the session"),
              text: t(r, "Je geeft ons de code van TeamViewer.", "You give us the TeamViewer code."),
            },
            {
              icon: "security",
              title: t(r, "Veilig", "Secure"),
              text: t(r, "Je ziet alles wat wij doen.", "You see everything we do."),
            },
          ],
        },
      ],
    ),
    { menu: 2, topMenu: 1 },
  ),
  page(
    "about",
    {
      title: "Over ons",
      subtitle: "Een klein team uit Delft",
      intro: "Delft IT Service is in 2014 begonnen als eenmanszaak en is nu een team van vijf.",
      menu_title: "Over ons",
      url: "over-ons",
      seo_description: "Maak kennis met het team van Delft IT Service aan de Oude Delft.",
    },
    {
      title: "About us",
      subtitle: "A small team from Delft",
      intro: "Delft IT Service started in 2014 as a one-person business and is now a team of five.",
      menu_title: "About us",
      url: "about-us",
      seo_description: "Meet the team of Delft IT Service on the Oude Delft.",
    },
    pageImage("about-header", "desk"),
    simpleBlocks(
      {
        nl: "We geloven in eerlijk advies: repareren als het kan, vervangen als het moet.",
        en: "We believe in honest advice: repair when possible, replace when necessary.",
      },
      {
        nl: "Je vindt ons in de werkplaats aan de Oude Delft, waar je altijd even binnen kunt lopen met een vraag. We werken voor particulieren, zzp'ers en kleine bedrijven in Delft en omgeving.",
        en: "You find us in the workshop on the Oude Delft, where you can always drop in with a question. We work for private customers, freelancers and small businesses in and around Delft.",
      },
      textImages.team,
    ),
    { menu: 3, topMenu: 0, footerMenu: 1 },
  ),
  page(
    "contact",
    {
      title: "Contact",
      subtitle: "We horen graag van je",
      intro: "Stuur een bericht, bel ons of kom langs aan de Oude Delft 120.",
      menu_title: "Contact",
      url: "contact-nl",
      seo_description: "Neem contact op met Delft IT Service: bel, mail of kom langs.",
    },
    {
      title: "Contact",
      subtitle: "We would love to hear from you",
      intro: "Send a message, call us or visit us at Oude Delft 120.",
      menu_title: "Contact",
      url: "contact-en",
      seo_description: "Get in touch with Delft IT Service: call, e-mail or drop by.",
    },
    pageImage("contact-header", "chat"),
    (r) => [
      {
        id: "contact",
        type: "contact",
        background: "white",
        space_top: true,
        text: t(
          r,
          "Open van maandag tot en met zaterdag, 9:00 tot 20:00.",
          "Open Monday to Saturday, 9:00 till 20:00.",
        ),
        show_contact_buttons: true,
        contact_buttons_title: t(r, "Liever bellen?", "Rather call?"),
        contact_buttons_text: "015 - 123 45 67",
      },
    ],
    { menu: 4, topMenu: 2, footerMenu: 2 },
  ),
  page(
    "privacy",
    {
      title: "Privacyverklaring",
      subtitle: "",
      intro: "Zo gaan wij om met je gegevens.",
      menu_title: "Privacy",
      url: "privacy",
      seo_description: "Privacyverklaring van Delft IT Service.",
    },
    {
      title: "Privacy statement",
      subtitle: "",
      intro: "How we handle your data.",
      menu_title: "Privacy",
      url: "privacy",
      seo_description: "Privacy statement of Delft IT Service.",
    },
    pageImage("privacy-header", "shield"),
    // the visit counts (server/visits/): what is counted, why no consent is asked, how long it is kept
    (r) => [
      {
        id: "text",
        type: "text",
        background: "white",
        space_top: true,
        html: t(
          r,
          `${paragraphs(
            "We bewaren alleen de gegevens die nodig zijn om je te helpen, en nooit langer dan nodig. Statistieken van derden (zoals Google Analytics) gebruiken we alleen na je toestemming.",
          )}<h2>Bezoekersaantallen zonder cookies</h2>${paragraphs(
            "Wij tellen zelf hoe vaak onze pagina's worden bekeken, zonder cookies en zonder iets per persoon op te slaan. Per dag bewaren we alleen totalen: het aantal paginaweergaven en unieke bezoekers, welke pagina's zijn bekeken, van welke website bezoekers kwamen (alleen de naam van die website), de taal van de pagina en het soort apparaat (telefoon, tablet of computer).",
            "Om een bezoeker op één dag maar één keer te tellen, maken we van je IP-adres, je browsergegevens en een willekeurige sleutel die elke dag nieuw is een code die niet terug te rekenen is. Je IP-adres zelf slaan we hiervoor niet op. De sleutel en de codes wissen we aan het eind van de dag; daarna kan niemand, ook wij niet, een bezoek nog aan iemand koppelen.",
            "Omdat we niets op je apparaat plaatsen en niets per persoon bewaren, vragen we hiervoor geen toestemming. Stuurt je browser een Do Not Track- of Global Privacy Control-signaal, dan tellen we je bezoek niet mee. De dagtotalen bewaren we 25 maanden.",
          )}`,
          `${paragraphs(
            "We keep only the data needed to help you, and never longer than needed. We use third-party statistics (such as Google Analytics) only after your consent.",
          )}<h2>Visitor numbers without cookies</h2>${paragraphs(
            "We count how often our pages are viewed ourselves, without cookies and without storing anything per person. Per day we keep totals only: the number of page views and unique visitors, which pages were viewed, which website visitors came from (only that website's name), the language of the page and the kind of device (phone, tablet or computer).",
            "To count a visitor only once a day, we turn your IP address, your browser details and a random key that is new every day into a code that cannot be turned back. We do not store your IP address for this. The key and the codes are erased at the end of the day; after that nobody, not even we, can link a visit to anyone.",
            "Because we place nothing on your device and keep nothing per person, we do not ask for consent for this. If your browser sends a Do Not Track or Global Privacy Control signal, your visit is not counted. We keep the daily totals for 25 months.",
          )}`,
        ),
      },
    ],
    { footerMenu: 3 },
  ),
  page(
    "terms",
    {
      title: "Algemene voorwaarden",
      subtitle: "",
      intro: "De voorwaarden van onze dienstverlening.",
      menu_title: "Voorwaarden",
      url: "voorwaarden",
      seo_description: "Algemene voorwaarden van Delft IT Service.",
    },
    {
      title: "Terms and conditions",
      subtitle: "",
      intro: "The terms of our services.",
      menu_title: "Terms",
      url: "terms",
      seo_description: "Terms and conditions of Delft IT Service.",
    },
    pageImage("terms-header", "desk"),
    legalBlocks(
      "Op reparaties geven wij drie maanden garantie. Een diagnose in de werkplaats is gratis.",
      "We give three months warranty on repairs. A diagnosis in the workshop is free.",
    ),
    { footerMenu: 4 },
  ),
  page(
    "summer-offer",
    {
      title: "Zomeractie: gratis schoonmaakbeurt",
      subtitle: "Concept",
      intro: "Deze pagina is nog niet gepubliceerd.",
      menu_title: "Zomeractie",
      url: "zomeractie",
      seo_description: "Zomeractie van Delft IT Service.",
    },
    {
      title: "Summer offer: free clean-up",
      subtitle: "Draft",
      intro: "This page has not been published yet.",
      menu_title: "Summer offer",
      url: "summer-offer",
      seo_description: "Summer offer of Delft IT Service.",
    },
    pageImage("summer-header", "wave"),
    legalBlocks(
      "Bij elke reparatie maken we je computer gratis stofvrij.",
      "With every repair we clean your computer for free.",
    ),
    { visible: false, menu: 5 },
  ),
];

// the services sub tree: diensten → computer-reparatie → laptop-scherm-vervangen …
const servicesPage = pageTree[1];
servicesPage.children = [
  page(
    "services/repair",
    {
      title: "Computerreparatie",
      subtitle: "Alle merken pc's en laptops",
      intro: "Gratis diagnose in onze werkplaats en een vaste prijs voordat we beginnen.",
      menu_title: "Computerreparatie",
      url: "computer-reparatie",
      seo_description:
        "Computer of laptop kapot? Delft IT Service repareert alle merken, met gratis diagnose.",
    },
    {
      title: "Computer repair",
      subtitle: "PCs and laptops of every brand",
      intro: "Free diagnosis in our workshop and a fixed price before we start.",
      menu_title: "Computer repair",
      url: "computer-repair",
      seo_description:
        "Computer or laptop broken? Delft IT Service repairs every brand, with free diagnosis.",
    },
    pageImage("repair-header", "tower"),
    simpleBlocks(
      {
        nl: "Een kapotte computer is vervelend. Wij zoeken snel uit wat er mis is.",
        en: "A broken computer is annoying. We quickly find out what is wrong.",
      },
      {
        nl: "Breng je computer langs of laat hem ophalen. Na de gratis diagnose hoor je wat de reparatie kost; pas als je akkoord geeft, gaan we aan de slag.",
        en: "Bring your computer in or have it picked up. After the free diagnosis you hear what the repair costs; we only start once you agree.",
      },
      textImages.workshop,
      (r) => [
        {
          id: "services",
          type: "service",
          background: "white",
          mode: "services",
          service_ids: r.serviceIds.slice(0, 4),
        },
      ],
    ),
    { menu: 0 },
  ),
  page(
    "services/new-computers",
    {
      title: "Nieuwe computers",
      subtitle: "Pc's en laptops op maat",
      intro: "We stellen samen met je de computer samen die past bij wat je doet.",
      menu_title: "Nieuwe computers",
      url: "nieuwe-computers",
      seo_description: "Een nieuwe pc of laptop op maat, volledig ingericht door Delft IT Service.",
    },
    {
      title: "New computers",
      subtitle: "Custom PCs and laptops",
      intro: "Together with you we put together the computer that fits what you do.",
      menu_title: "New computers",
      url: "new-computers",
      seo_description: "A custom new PC or laptop, fully set up by Delft IT Service.",
    },
    pageImage("new-pc-header", "chip"),
    simpleBlocks(
      {
        nl: "Je neemt je nieuwe computer mee met al je bestanden en programma's erop.",
        en: "You take your new computer home with all your files and programs on it.",
      },
      {
        nl: "We kijken eerst naar wat je nodig hebt, niet naar wat het duurst is. Daarna zetten we je bestanden, e-mail en programma's over, zodat je meteen verder kunt.",
        en: "We first look at what you need, not at what costs the most. Then we move your files, e-mail and programs across, so you can carry on straight away.",
      },
      textImages.team,
    ),
    { menu: 1 },
  ),
  page(
    "services/cables",
    {
      title: "Kabelmanagement",
      subtitle: "Opgeruimde werkplekken",
      intro: "Geen kabelchaos meer onder het bureau of in de serverkast.",
      menu_title: "Kabelmanagement",
      url: "kabelmanagement",
      seo_description: "Kabelmanagement voor kantoren en thuiswerkplekken in Delft.",
    },
    {
      title: "Cable management",
      subtitle: "Tidy workplaces",
      intro: "No more cable chaos under the desk or in the server cabinet.",
      menu_title: "Cable management",
      url: "cable-management",
      seo_description: "Cable management for offices and home workplaces in Delft.",
    },
    pageImage("cables-header", "cables"),
    simpleBlocks(
      {
        nl: "Netjes gebundeld, gelabeld en weggewerkt: veiliger en makkelijker schoon te houden.",
        en: "Neatly bundled, labelled and hidden: safer and easier to keep clean.",
      },
      {
        nl: "Elke kabel krijgt een label en verdwijnt in een goot of kabelslang. Zo struikel je nergens over en vind je bij een storing meteen de juiste kabel.",
        en: "Every cable gets a label and disappears into a tray or sleeve. Nothing to trip over, and when something fails you find the right cable at once.",
      },
      textImages.workshop,
    ),
    { menu: 2 },
  ),
  page(
    "services/workplace",
    {
      title: "Werkplekservice",
      subtitle: "Voor kantoor en thuis",
      intro: "Complete werkplekken: scherm, dock, netwerk en printer, klaar voor gebruik.",
      menu_title: "Werkplekservice",
      url: "werkplekservice",
      seo_description: "Werkplekservice van Delft IT Service: complete werkplekken voor kantoor en thuis.",
    },
    {
      title: "Workplace service",
      subtitle: "For office and home",
      intro: "Complete workplaces: screen, dock, network and printer, ready to use.",
      menu_title: "Workplace service",
      url: "workplace-service",
      seo_description: "Workplace service by Delft IT Service: complete workplaces for office and home.",
    },
    pageImage("workplace-header", "desk"),
    simpleBlocks(
      {
        nl: "Wij richten werkplekken in voor kleine kantoren en thuiswerkers.",
        en: "We set up workplaces for small offices and people working from home.",
      },
      {
        nl: "We leveren en installeren het scherm, de dock, het netwerk en de printer, en testen alles samen met je. Thuis werk je dan net zo fijn als op kantoor.",
        en: "We deliver and install the screen, dock, network and printer, and test everything together with you. Working from home then feels just like the office.",
      },
      textImages.team,
    ),
    { menu: 3 },
  ),
];
servicesPage.children[0].children = [
  page(
    "services/repair/laptop-screen",
    {
      title: "Laptopscherm vervangen",
      subtitle: "Vaak dezelfde dag klaar",
      intro: "Gebarsten of kapot scherm? Wij vervangen het met een origineel onderdeel.",
      menu_title: "Laptopscherm vervangen",
      url: "laptop-scherm-vervangen",
      seo_description: "Laptopscherm vervangen in Delft, vaak dezelfde dag klaar.",
    },
    {
      title: "Laptop screen replacement",
      subtitle: "Often ready the same day",
      intro: "Cracked or broken screen? We replace it with an original part.",
      menu_title: "Laptop screen replacement",
      url: "laptop-screen-replacement",
      seo_description: "Laptop screen replacement in Delft, often ready the same day.",
    },
    pageImage("screen-header", "laptop"),
    simpleBlocks(
      {
        nl: "We bestellen het juiste scherm voor je model en bouwen het vakkundig in.",
        en: "We order the right screen for your model and fit it skilfully.",
      },
      {
        nl: "Meestal is je laptop dezelfde dag klaar. We testen het nieuwe scherm op pixelfouten en helderheid voordat je hem ophaalt.",
        en: "Your laptop is usually ready the same day. We test the new screen for dead pixels and brightness before you pick it up.",
      },
      textImages.screen,
      (r) => [
        {
          id: "faq",
          type: "faq",
          background: "white",
          items: [
            {
              question: t(r, "Hoe lang duurt het?", "How long does it take?"),
              answer: t(
                r,
                "Als het scherm op voorraad is: dezelfde dag.",
                "If the screen is in stock: the same day.",
              ),
            },
          ],
        },
      ],
    ),
    { menu: 0 },
  ),
  page(
    "services/repair/virus-removal",
    {
      title: "Virus verwijderen",
      subtitle: "Weer veilig werken",
      intro: "We verwijderen virussen en malware en zorgen dat het niet opnieuw gebeurt.",
      menu_title: "Virus verwijderen",
      url: "virus-verwijderen",
      seo_description: "Virus of malware verwijderen in Delft door Delft IT Service.",
    },
    {
      title: "Virus removal",
      subtitle: "Working safely again",
      intro: "We remove viruses and malware and make sure it does not happen again.",
      menu_title: "Virus removal",
      url: "virus-removal",
      seo_description: "Virus or malware removal in Delft by Delft IT Service.",
    },
    pageImage("virus-header", "shield"),
    simpleBlocks(
      {
        nl: "Na het opschonen controleren we je back-up en beveiliging.",
        en: "After the clean-up we check your backup and security.",
      },
      {
        nl: "We zetten eerst je bestanden veilig en halen dan virussen, malware en ongewenste programma's weg. Je krijgt uitleg over hoe je het voortaan voorkomt.",
        en: "We first secure your files, then remove viruses, malware and unwanted programs. We explain how to prevent it from now on.",
      },
      textImages.workshop,
    ),
    { menu: 1 },
  ),
];
