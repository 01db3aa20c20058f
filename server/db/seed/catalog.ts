/**
 * Demo catalogue of "Delft IT Service": news, tips, products, services, features and reviews, each
 * translatable row as a Dutch/English pair sharing one translation key.
 */
import type { IconName } from "#core/blocks/index.ts";
import type { DemoImage } from "./images.ts";
import { bulletList, demoImage, demoKey, type Pair, paragraphs } from "./util.ts";

/** requirements §3: the eight news category values */
export const newsCategoryTitles = [
  "phishing-mail",
  "phishing-sms",
  "phishing-whatsapp",
  "spam",
  "general",
  "software",
  "internet",
  "security",
] as const;
export type NewsCategoryTitle = (typeof newsCategoryTitles)[number];
/** what visitors see of each category, per language */
export const newsCategoryLabels: Record<NewsCategoryTitle, { nl: string; en: string }> = {
  "phishing-mail": { nl: "Phishingmail", en: "Phishing e-mail" },
  "phishing-sms": { nl: "Phishing-sms", en: "Phishing text message" },
  "phishing-whatsapp": { nl: "Phishing via WhatsApp", en: "Phishing WhatsApp" },
  spam: { nl: "Spam", en: "Spam" },
  general: { nl: "Algemeen", en: "General" },
  software: { nl: "Software", en: "Software" },
  internet: { nl: "Internet", en: "Internet" },
  security: { nl: "Beveiliging", en: "Security" },
};

export const newsGroupPairs: Pair<{ title: string }>[] = [
  { key: demoKey("news-group:safe-online"), nl: { title: "Veilig online" }, en: { title: "Safe online" } },
  { key: demoKey("news-group:company"), nl: { title: "Bedrijfsnieuws" }, en: { title: "Company news" } },
  {
    key: demoKey("news-group:home-office"),
    nl: { title: "Thuiswerken" },
    en: { title: "Working from home" },
  },
];
export type NewsGroupName = "safe-online" | "company" | "home-office";
const groupIndex: Record<NewsGroupName, number> = { "safe-online": 0, company: 1, "home-office": 2 };

/** the texts of a news item, tip or product in one language: its header fields and its body */
interface HeaderText {
  title: string;
  subtitle: string;
  intro: string;
  url: string;
  seo_description: string;
  text: string;
}

export interface DemoNews extends Pair<HeaderText> {
  category: NewsCategoryTitle;
  group: number;
  image: DemoImage;
  header: DemoImage;
  daysAgo: number;
  visible: boolean;
  is_teaser: boolean;
}

function news(
  slug: string,
  category: NewsCategoryTitle,
  group: NewsGroupName,
  daysAgo: number,
  motif: DemoImage["motif"],
  nl: HeaderText,
  en: HeaderText,
  options: { visible?: boolean; is_teaser?: boolean } = {},
): DemoNews {
  return {
    key: demoKey(`news:${slug}`),
    category,
    group: groupIndex[group],
    image: demoImage("news", slug, motif, "card"),
    header: demoImage("news", `${slug}-header`, motif, "header"),
    daysAgo,
    visible: options.visible ?? true,
    is_teaser: options.is_teaser ?? false,
    nl,
    en,
  };
}

export const newsItems: DemoNews[] = [
  news(
    "phishing-mail-bank",
    "phishing-mail",
    "safe-online",
    6,
    "shield",
    {
      title: "Valse mail van 'je bank' gaat weer rond",
      subtitle: "Klik nooit op de link in een betaalverzoek",
      intro: "Deze week kregen meerdere klanten een nette mail die van hun bank leek te komen.",
      url: "valse-mail-van-uw-bank",
      seo_description:
        "Herken een phishingmail van een nepbank: controleer de afzender en klik nooit op de link.",
      text: paragraphs(
        "De mail vraagt om je bankpas te 'vernieuwen' via een link. De afzender lijkt echt, maar het domein is net anders.",
        "Twijfel je? Log zelf in via de app van je bank of bel ons: wij kijken gratis even mee.",
      ),
    },
    {
      title: "Fake 'your bank' e-mail is doing the rounds again",
      subtitle: "Never click the link in a payment request",
      intro: "This week several customers received a tidy e-mail that seemed to come from their bank.",
      url: "fake-bank-email",
      seo_description: "Spot a phishing e-mail from a fake bank: check the sender and never click the link.",
      text: paragraphs(
        "The e-mail asks you to 'renew' your bank card through a link. The sender looks real, but the domain is slightly different.",
        "In doubt? Log in through your bank's own app or call us: we will have a look for free.",
      ),
    },
    { is_teaser: true },
  ),
  news(
    "sms-package",
    "phishing-sms",
    "safe-online",
    18,
    "chat",
    {
      title: "Sms over een pakket dat niet bezorgd kon worden",
      subtitle: "Pakketfraude via sms neemt toe",
      intro: "Een sms met een trackinglink en een klein bedrag aan 'verzendkosten': dat is oplichting.",
      url: "sms-pakket-niet-bezorgd",
      seo_description:
        "Sms-phishing over pakketjes: zo herken je het en zo handel je als je al hebt betaald.",
      text: paragraphs(
        "Bezorgers vragen nooit per sms om een betaling. Verwijder het bericht en blokkeer de afzender.",
        "Heb je al betaald? Bel direct je bank en laat de betaling terugdraaien.",
      ),
    },
    {
      title: "Text message about a parcel that could not be delivered",
      subtitle: "Parcel fraud by text message is on the rise",
      intro: "A text with a tracking link and a small amount of 'shipping costs': that is a scam.",
      url: "sms-parcel-not-delivered",
      seo_description:
        "Text message phishing about parcels: how to spot it and what to do if you already paid.",
      text: paragraphs(
        "Couriers never ask for a payment by text message. Delete the message and block the sender.",
        "Already paid? Call your bank straight away and have the payment reversed.",
      ),
    },
  ),
  news(
    "whatsapp-child",
    "phishing-whatsapp",
    "safe-online",
    33,
    "chat",
    {
      title: "'Hoi mam, dit is mijn nieuwe nummer'",
      subtitle: "De WhatsApp-fraude blijft slachtoffers maken",
      intro: "Oplichters doen zich voor als je kind met een nieuw nummer en vragen snel geld over te maken.",
      url: "hoi-mam-nieuw-nummer",
      seo_description:
        "WhatsApp-fraude met een nieuw nummer: bel altijd het oude nummer voordat je iets betaalt.",
      text: paragraphs(
        "Bel altijd eerst het oude, bekende nummer. Stel een vraag die alleen je kind kan beantwoorden.",
        "Zet tweestapsverificatie aan in WhatsApp, zodat je eigen account niet kan worden overgenomen.",
      ),
    },
    {
      title: "'Hi mum, this is my new number'",
      subtitle: "The WhatsApp scam keeps claiming victims",
      intro: "Scammers pretend to be your child with a new number and ask you to transfer money quickly.",
      url: "hi-mum-new-number",
      seo_description:
        "WhatsApp fraud with a new number: always call the old number before you pay anything.",
      text: paragraphs(
        "Always call the old, known number first. Ask a question only your child can answer.",
        "Turn on two-step verification in WhatsApp so your own account cannot be taken over.",
      ),
    },
  ),
  news(
    "spam-filter",
    "spam",
    "home-office",
    47,
    "wave",
    {
      title: "Minder spam in je inbox met drie instellingen",
      subtitle: "Rust in je mailbox",
      intro: "Met een paar eenvoudige instellingen houd je het meeste ongewenste reclamemail buiten.",
      url: "minder-spam-in-uw-inbox",
      seo_description: "Drie instellingen die spam in Outlook en Gmail flink verminderen.",
      text: paragraphs(
        "Markeer spam altijd als spam in plaats van het alleen te verwijderen: zo leert het filter mee.",
        "Gebruik een apart e-mailadres voor webwinkels en nieuwsbrieven.",
      ),
    },
    {
      title: "Less spam in your inbox with three settings",
      subtitle: "Peace and quiet in your mailbox",
      intro: "A few simple settings keep most unwanted advertising e-mail out.",
      url: "less-spam-in-your-inbox",
      seo_description: "Three settings that greatly reduce spam in Outlook and Gmail.",
      text: paragraphs(
        "Always mark spam as spam instead of just deleting it: that is how the filter learns.",
        "Use a separate e-mail address for web shops and newsletters.",
      ),
    },
  ),
  news(
    "new-workshop",
    "general",
    "company",
    60,
    "desk",
    {
      title: "Onze werkplaats aan de Oude Delft is vernieuwd",
      subtitle: "Meer ruimte voor reparaties",
      intro: "Na twee weken verbouwen hebben we een grotere werkplaats met vier reparatieplekken.",
      url: "werkplaats-vernieuwd",
      seo_description: "De werkplaats van Delft IT Service is vernieuwd: sneller klaar met je reparatie.",
      text: paragraphs(
        "Dankzij de extra plekken is een standaardreparatie nu meestal binnen twee werkdagen klaar.",
        "Kom gerust langs voor een kop koffie en een gratis diagnose.",
      ),
    },
    {
      title: "Our workshop on the Oude Delft has been renewed",
      subtitle: "More room for repairs",
      intro: "After two weeks of building work we have a bigger workshop with four repair benches.",
      url: "workshop-renewed",
      seo_description: "The Delft IT Service workshop has been renewed: your repair is ready sooner.",
      text: paragraphs(
        "Thanks to the extra benches a standard repair is now usually ready within two working days.",
        "Feel free to drop by for a cup of coffee and a free diagnosis.",
      ),
    },
  ),
  news(
    "windows-update",
    "software",
    "home-office",
    75,
    "laptop",
    {
      title: "Windows 10 krijgt geen updates meer: wat nu?",
      subtitle: "Overstappen zonder gedoe",
      intro: "Wie nog Windows 10 gebruikt, krijgt geen beveiligingsupdates meer. Wij helpen met de overstap.",
      url: "windows-10-geen-updates-meer",
      seo_description:
        "Windows 10 is uit ondersteuning. Zo stap je veilig over naar Windows 11 of een nieuwe pc.",
      text: paragraphs(
        "Veel computers kunnen gratis naar Windows 11, soms na een kleine upgrade zoals een ssd.",
        "Is je pc te oud? Dan stellen we samen een betaalbare nieuwe pc samen.",
      ),
    },
    {
      title: "Windows 10 no longer gets updates: now what?",
      subtitle: "Switching without the hassle",
      intro: "Anyone still on Windows 10 no longer receives security updates. We help you move over.",
      url: "windows-10-no-more-updates",
      seo_description: "Windows 10 is out of support. How to move safely to Windows 11 or a new PC.",
      text: paragraphs(
        "Many computers can move to Windows 11 for free, sometimes after a small upgrade such as an SSD.",
        "Is your PC too old? Then we put together an affordable new PC with you.",
      ),
    },
  ),
  news(
    "wifi-mesh",
    "internet",
    "home-office",
    96,
    "wave",
    {
      title: "Overal in huis goede wifi met een mesh-systeem",
      subtitle: "Geen dode hoeken meer",
      intro: "Slechte wifi op zolder? Een mesh-systeem verdeelt het signaal over meerdere punten.",
      url: "overal-goede-wifi",
      seo_description: "Zo krijg je met een mesh-systeem overal in huis stabiele wifi.",
      text: paragraphs(
        "Wij meten eerst het signaal in elke kamer en adviseren pas daarna welke set past.",
        "Installatie en instellen doen we bij je thuis, inclusief een veilig gastnetwerk.",
      ),
    },
    {
      title: "Good Wi-Fi all over the house with a mesh system",
      subtitle: "No more dead spots",
      intro: "Poor Wi-Fi in the attic? A mesh system spreads the signal over several points.",
      url: "good-wifi-everywhere",
      seo_description: "How a mesh system gives you stable Wi-Fi everywhere in the house.",
      text: paragraphs(
        "We first measure the signal in every room and only then advise which set fits.",
        "We install and configure it at your home, including a secure guest network.",
      ),
    },
  ),
  news(
    "passkeys",
    "security",
    "safe-online",
    120,
    "shield",
    {
      title: "Passkeys: inloggen zonder wachtwoord",
      subtitle: "Veiliger en makkelijker",
      intro: "Steeds meer diensten ondersteunen passkeys. Wat zijn het en moet je ze gebruiken?",
      url: "passkeys-inloggen-zonder-wachtwoord",
      seo_description:
        "Passkeys uitgelegd: veilig inloggen met je telefoon of vingerafdruk in plaats van een wachtwoord.",
      text: paragraphs(
        "Een passkey staat op je eigen apparaat en werkt alleen op de echte website: phishing heeft dan geen kans.",
        "Wij helpen je graag om passkeys in te stellen voor je belangrijkste accounts.",
      ),
    },
    {
      title: "Passkeys: logging in without a password",
      subtitle: "Safer and easier",
      intro: "More and more services support passkeys. What are they and should you use them?",
      url: "passkeys-login-without-password",
      seo_description:
        "Passkeys explained: log in safely with your phone or fingerprint instead of a password.",
      text: paragraphs(
        "A passkey lives on your own device and only works on the real website: phishing stands no chance.",
        "We are happy to help you set up passkeys for your most important accounts.",
      ),
    },
  ),
  news(
    "new-opening-hours",
    "general",
    "company",
    3,
    "desk",
    {
      title: "Concept: nieuwe openingstijden in december",
      subtitle: "Nog niet gepubliceerd",
      intro: "Dit bericht is een concept en verschijnt pas op de site als het zichtbaar wordt gezet.",
      url: "concept-openingstijden-december",
      seo_description: "Concept: openingstijden van Delft IT Service in december.",
      text: paragraphs("In december zijn we ook op zondag open van 12:00 tot 17:00."),
    },
    {
      title: "Draft: new opening hours in December",
      subtitle: "Not published yet",
      intro: "This item is a draft and appears on the site only once it is made visible.",
      url: "draft-opening-hours-december",
      seo_description: "Draft: opening hours of Delft IT Service in December.",
      text: paragraphs("In December we are also open on Sundays from 12:00 till 17:00."),
    },
    { visible: false },
  ),
];

// ---------------------------------------------------------------------------------------------

interface TipText extends HeaderText {
  tips: [string, string, string, string];
}
export interface DemoTip extends Pair<TipText> {
  image: DemoImage;
  header: DemoImage;
  daysAgo: number;
}

function tip(slug: string, daysAgo: number, motif: DemoImage["motif"], nl: TipText, en: TipText): DemoTip {
  return {
    key: demoKey(`tip:${slug}`),
    image: demoImage("tips", slug, motif, "card"),
    header: demoImage("tips", `${slug}-header`, motif, "header"),
    daysAgo,
    nl,
    en,
  };
}

export const tipItems: DemoTip[] = [
  tip(
    "faster-laptop",
    10,
    "laptop",
    {
      title: "Je laptop weer snel",
      subtitle: "Vier dingen die je zelf kunt doen",
      intro: "Een trage laptop is vaak met een paar kleine stappen weer vlot.",
      url: "laptop-weer-snel",
      seo_description: "Vier tips om een trage laptop weer snel te maken.",
      text: paragraphs("Helpen deze tips niet? Dan is een ssd-upgrade meestal de beste investering."),
      tips: [
        "Schakel programma's uit die automatisch opstarten.",
        "Houd minstens 20% van de schijf vrij.",
        "Installeer alle updates en start daarna opnieuw op.",
        "Verwijder browserextensies die je niet gebruikt.",
      ],
    },
    {
      title: "Make your laptop fast again",
      subtitle: "Four things you can do yourself",
      intro: "A slow laptop is often quick again after a few small steps.",
      url: "make-your-laptop-fast",
      seo_description: "Four tips to make a slow laptop fast again.",
      text: paragraphs("Do these tips not help? Then an SSD upgrade is usually the best investment."),
      tips: [
        "Disable programs that start automatically.",
        "Keep at least 20% of the disk free.",
        "Install all updates and restart afterwards.",
        "Remove browser extensions you do not use.",
      ],
    },
  ),
  tip(
    "backup",
    25,
    "chip",
    {
      title: "Een back-up die echt werkt",
      subtitle: "De 3-2-1-regel",
      intro: "Foto's en documenten kwijt is het ergste wat een computer kan overkomen.",
      url: "back-up-die-werkt",
      seo_description: "Maak een betrouwbare back-up met de 3-2-1-regel.",
      text: paragraphs("Wij richten graag een automatische back-up voor je in."),
      tips: [
        "Bewaar drie kopieën van je bestanden.",
        "Gebruik twee verschillende soorten opslag.",
        "Bewaar één kopie buiten de deur of in de cloud.",
        "Test af en toe of je een bestand kunt terugzetten.",
      ],
    },
    {
      title: "A backup that really works",
      subtitle: "The 3-2-1 rule",
      intro: "Losing photos and documents is the worst thing that can happen to a computer.",
      url: "a-backup-that-works",
      seo_description: "Make a reliable backup with the 3-2-1 rule.",
      text: paragraphs("We are happy to set up an automatic backup for you."),
      tips: [
        "Keep three copies of your files.",
        "Use two different kinds of storage.",
        "Keep one copy off-site or in the cloud.",
        "Now and then, test that you can restore a file.",
      ],
    },
  ),
  tip(
    "strong-passwords",
    40,
    "shield",
    {
      title: "Sterke wachtwoorden onthouden",
      subtitle: "Met een wachtwoordmanager",
      intro: "Overal hetzelfde wachtwoord is het grootste risico online.",
      url: "sterke-wachtwoorden",
      seo_description: "Zo gebruik je overal een sterk en uniek wachtwoord.",
      text: paragraphs("Een wachtwoordmanager onthoudt alles voor je; jij onthoudt er maar één."),
      tips: [
        "Gebruik een wachtwoordmanager.",
        "Kies een lange zin als hoofdwachtwoord.",
        "Zet tweestapsverificatie aan op je e-mail.",
        "Verander een wachtwoord meteen na een datalek.",
      ],
    },
    {
      title: "Remembering strong passwords",
      subtitle: "With a password manager",
      intro: "The same password everywhere is the biggest risk online.",
      url: "strong-passwords",
      seo_description: "How to use a strong and unique password everywhere.",
      text: paragraphs("A password manager remembers everything for you; you only remember one."),
      tips: [
        "Use a password manager.",
        "Choose a long sentence as your master password.",
        "Turn on two-step verification for your e-mail.",
        "Change a password right after a data breach.",
      ],
    },
  ),
  tip(
    "tidy-cables",
    55,
    "cables",
    {
      title: "Kabels netjes weggewerkt",
      subtitle: "Een opgeruimd bureau",
      intro: "Een kabelchaos onder het bureau is onhandig en verzamelt stof.",
      url: "kabels-netjes-weggewerkt",
      seo_description: "Zo werk je de kabels onder je bureau netjes en veilig weg.",
      text: paragraphs("Voor kantoren verzorgen wij complete kabelmanagement-oplossingen."),
      tips: [
        "Bundel kabels met klittenband, niet met tiewraps.",
        "Gebruik een kabelgoot onder het bureaublad.",
        "Label beide uiteinden van elke kabel.",
        "Kies een stekkerdoos met schakelaar.",
      ],
    },
    {
      title: "Tidy cables",
      subtitle: "A clean desk",
      intro: "A tangle of cables under the desk is impractical and gathers dust.",
      url: "tidy-cables",
      seo_description: "How to tidy the cables under your desk neatly and safely.",
      text: paragraphs("For offices we provide complete cable management solutions."),
      tips: [
        "Bundle cables with Velcro, not cable ties.",
        "Use a cable tray under the desktop.",
        "Label both ends of every cable.",
        "Choose a power strip with a switch.",
      ],
    },
  ),
];

// ---------------------------------------------------------------------------------------------

interface ProductText extends HeaderText {
  specifications: string;
  size_information: string;
}
export interface DemoProduct extends Pair<ProductText> {
  brand: string;
  price_cents: number;
  condition: "new" | "as-new" | "used";
  stock: number;
  image: DemoImage;
}

function product(
  slug: string,
  brand: string,
  price_cents: number,
  condition: DemoProduct["condition"],
  stock: number,
  motif: DemoImage["motif"],
  nl: ProductText,
  en: ProductText,
): DemoProduct {
  return {
    key: demoKey(`product:${slug}`),
    brand,
    price_cents,
    condition,
    stock,
    image: demoImage("products", slug, motif, "card"),
    nl,
    en,
  };
}

const spec = (...items: string[]) => bulletList(...items);

export const productItems: DemoProduct[] = [
  product(
    "office-pc",
    "Delft IT",
    74900,
    "new",
    4,
    "tower",
    {
      title: "Kantoor-pc Intel Core i5",
      subtitle: "Stil en zuinig",
      intro: "Een stille, zuinige pc voor thuiswerken en administratie, door ons samengesteld.",
      url: "kantoor-pc-core-i5",
      seo_description: "Nieuwe kantoor-pc met Intel Core i5, 16 GB geheugen en 512 GB ssd.",
      text: paragraphs("Inclusief installatie van Windows 11 en overzetten van je bestanden."),
      specifications: spec("Intel Core i5-14400", "16 GB DDR5", "512 GB NVMe-ssd", "Windows 11 Pro"),
      size_information: "Behuizing 36 × 18 × 38 cm, 6 kg",
    },
    {
      title: "Office PC Intel Core i5",
      subtitle: "Quiet and efficient",
      intro: "A quiet, efficient PC for working from home and bookkeeping, built by us.",
      url: "office-pc-core-i5",
      seo_description: "New office PC with Intel Core i5, 16 GB memory and 512 GB SSD.",
      text: paragraphs("Includes installing Windows 11 and moving your files."),
      specifications: spec("Intel Core i5-14400", "16 GB DDR5", "512 GB NVMe SSD", "Windows 11 Pro"),
      size_information: "Case 36 × 18 × 38 cm, 6 kg",
    },
  ),
  product(
    "gaming-pc",
    "Delft IT",
    149900,
    "new",
    2,
    "chip",
    {
      title: "Gaming-pc Ryzen 7",
      subtitle: "Voor spellen en videobewerking",
      intro: "Krachtige pc met een moderne videokaart, stil gekoeld.",
      url: "gaming-pc-ryzen-7",
      seo_description: "Nieuwe gaming-pc met AMD Ryzen 7, RTX-videokaart en 1 TB ssd.",
      text: paragraphs("Op maat aan te passen; vraag naar de mogelijkheden."),
      specifications: spec("AMD Ryzen 7 9700X", "32 GB DDR5", "1 TB NVMe-ssd", "NVIDIA RTX 5070"),
      size_information: "Behuizing 45 × 22 × 48 cm, 11 kg",
    },
    {
      title: "Gaming PC Ryzen 7",
      subtitle: "For games and video editing",
      intro: "A powerful PC with a modern graphics card, quietly cooled.",
      url: "gaming-pc-ryzen-7",
      seo_description: "New gaming PC with AMD Ryzen 7, RTX graphics card and 1 TB SSD.",
      text: paragraphs("Can be tailored; ask about the options."),
      specifications: spec("AMD Ryzen 7 9700X", "32 GB DDR5", "1 TB NVMe SSD", "NVIDIA RTX 5070"),
      size_information: "Case 45 × 22 × 48 cm, 11 kg",
    },
  ),
  product(
    "thinkpad-new",
    "Lenovo",
    109900,
    "new",
    3,
    "laptop",
    {
      title: "Lenovo ThinkPad T14",
      subtitle: "Zakelijke laptop",
      intro: "Robuuste zakelijke laptop met een uitstekend toetsenbord.",
      url: "lenovo-thinkpad-t14",
      seo_description: "Nieuwe Lenovo ThinkPad T14 met 16 GB geheugen en 512 GB ssd.",
      text: paragraphs("Wij zetten je gegevens over en richten de laptop volledig in."),
      specifications: spec("Intel Core Ultra 5", "16 GB", "512 GB ssd", "14 inch, 1920 × 1200"),
      size_information: "32 × 22 × 1,8 cm, 1,4 kg",
    },
    {
      title: "Lenovo ThinkPad T14",
      subtitle: "Business laptop",
      intro: "A sturdy business laptop with an excellent keyboard.",
      url: "lenovo-thinkpad-t14",
      seo_description: "New Lenovo ThinkPad T14 with 16 GB memory and 512 GB SSD.",
      text: paragraphs("We move your data and set the laptop up completely."),
      specifications: spec("Intel Core Ultra 5", "16 GB", "512 GB SSD", "14 inch, 1920 × 1200"),
      size_information: "32 × 22 × 1.8 cm, 1.4 kg",
    },
  ),
  product(
    "hp-elitebook",
    "HP",
    54900,
    "as-new",
    2,
    "laptop",
    {
      title: "HP EliteBook 840 (zo goed als nieuw)",
      subtitle: "Refurbished met garantie",
      intro: "Nauwelijks gebruikte zakelijke laptop, volledig gecontroleerd en schoon geïnstalleerd.",
      url: "hp-elitebook-840-zo-goed-als-nieuw",
      seo_description: "Zo goed als nieuwe HP EliteBook 840 met 12 maanden garantie.",
      text: paragraphs("Met nieuwe accu en 12 maanden garantie."),
      specifications: spec("Intel Core i7", "16 GB", "512 GB ssd", "14 inch Full HD"),
      size_information: "32 × 21 × 1,9 cm, 1,3 kg",
    },
    {
      title: "HP EliteBook 840 (as new)",
      subtitle: "Refurbished with warranty",
      intro: "A barely used business laptop, fully checked and cleanly installed.",
      url: "hp-elitebook-840-as-new",
      seo_description: "As-new HP EliteBook 840 with a 12-month warranty.",
      text: paragraphs("With a new battery and a 12-month warranty."),
      specifications: spec("Intel Core i7", "16 GB", "512 GB SSD", "14 inch Full HD"),
      size_information: "32 × 21 × 1.9 cm, 1.3 kg",
    },
  ),
  product(
    "dell-monitor",
    "Dell",
    17900,
    "as-new",
    5,
    "desk",
    {
      title: "Dell 27 inch monitor (zo goed als nieuw)",
      subtitle: "Voor een fijne werkplek",
      intro: "Scherp 27 inch scherm met in hoogte verstelbare voet.",
      url: "dell-27-inch-monitor",
      seo_description: "Zo goed als nieuwe Dell 27 inch monitor met verstelbare voet.",
      text: paragraphs("Ideaal voor thuiswerken; inclusief kabels."),
      specifications: spec("27 inch IPS", "2560 × 1440", "USB-C met 65 W laden", "In hoogte verstelbaar"),
      size_information: "61 × 36–49 × 19 cm, 6,6 kg",
    },
    {
      title: "Dell 27 inch monitor (as new)",
      subtitle: "For a pleasant workplace",
      intro: "A sharp 27 inch screen with a height-adjustable stand.",
      url: "dell-27-inch-monitor",
      seo_description: "As-new Dell 27 inch monitor with adjustable stand.",
      text: paragraphs("Ideal for working from home; cables included."),
      specifications: spec("27 inch IPS", "2560 × 1440", "USB-C with 65 W charging", "Height adjustable"),
      size_information: "61 × 36–49 × 19 cm, 6.6 kg",
    },
  ),
  product(
    "macbook-air",
    "Apple",
    79900,
    "as-new",
    1,
    "laptop",
    {
      title: "MacBook Air M2 (zo goed als nieuw)",
      subtitle: "Licht en stil",
      intro: "Een MacBook Air in topstaat, met slechts 40 laadcycli.",
      url: "macbook-air-m2",
      seo_description: "Zo goed als nieuwe MacBook Air M2 met 8 GB en 256 GB.",
      text: paragraphs("Volledig gecontroleerd en klaar voor gebruik."),
      specifications: spec("Apple M2", "8 GB", "256 GB ssd", "13,6 inch Liquid Retina"),
      size_information: "30 × 21 × 1,1 cm, 1,2 kg",
    },
    {
      title: "MacBook Air M2 (as new)",
      subtitle: "Light and silent",
      intro: "A MacBook Air in top condition, with only 40 charge cycles.",
      url: "macbook-air-m2",
      seo_description: "As-new MacBook Air M2 with 8 GB and 256 GB.",
      text: paragraphs("Fully checked and ready to use."),
      specifications: spec("Apple M2", "8 GB", "256 GB SSD", "13.6 inch Liquid Retina"),
      size_information: "30 × 21 × 1.1 cm, 1.2 kg",
    },
  ),
  product(
    "used-optiplex",
    "Dell",
    19900,
    "used",
    6,
    "tower",
    {
      title: "Dell OptiPlex mini-pc (gebruikt)",
      subtitle: "Betaalbaar en duurzaam",
      intro: "Gebruikte mini-pc met nieuwe ssd: ideaal voor mail, internet en tekstverwerken.",
      url: "dell-optiplex-mini-pc-gebruikt",
      seo_description: "Gebruikte Dell OptiPlex mini-pc met nieuwe ssd en Windows 11.",
      text: paragraphs("Lichte gebruikssporen, technisch in orde, 6 maanden garantie."),
      specifications: spec("Intel Core i5 (8e generatie)", "8 GB", "256 GB ssd (nieuw)", "Windows 11"),
      size_information: "18 × 18 × 3,6 cm, 1,2 kg",
    },
    {
      title: "Dell OptiPlex mini PC (used)",
      subtitle: "Affordable and sustainable",
      intro: "A used mini PC with a new SSD: ideal for e-mail, browsing and word processing.",
      url: "dell-optiplex-mini-pc-used",
      seo_description: "Used Dell OptiPlex mini PC with a new SSD and Windows 11.",
      text: paragraphs("Light signs of use, technically sound, 6-month warranty."),
      specifications: spec("Intel Core i5 (8th generation)", "8 GB", "256 GB SSD (new)", "Windows 11"),
      size_information: "18 × 18 × 3.6 cm, 1.2 kg",
    },
  ),
  product(
    "used-latitude",
    "Dell",
    27900,
    "used",
    0,
    "laptop",
    {
      title: "Dell Latitude 5490 (gebruikt)",
      subtitle: "Stevige studielaptop",
      intro: "Gebruikte zakelijke laptop, perfect voor studie of als tweede laptop.",
      url: "dell-latitude-5490-gebruikt",
      seo_description: "Gebruikte Dell Latitude 5490 laptop met ssd, tijdelijk uitverkocht.",
      text: paragraphs(
        "Tijdelijk uitverkocht. Stel je vraag over dit product en we laten je weten zodra er weer een is.",
      ),
      specifications: spec("Intel Core i5", "8 GB", "256 GB ssd", "14 inch"),
      size_information: "33 × 23 × 2 cm, 1,6 kg",
    },
    {
      title: "Dell Latitude 5490 (used)",
      subtitle: "Sturdy study laptop",
      intro: "A used business laptop, perfect for study or as a second laptop.",
      url: "dell-latitude-5490-used",
      seo_description: "Used Dell Latitude 5490 laptop with SSD, temporarily sold out.",
      text: paragraphs("Temporarily sold out. Ask about this product and we let you know when one is back."),
      specifications: spec("Intel Core i5", "8 GB", "256 GB SSD", "14 inch"),
      size_information: "33 × 23 × 2 cm, 1.6 kg",
    },
  ),
];

/** the header image every product page shares */
export const productHeader = demoImage("products", "shop-header", "tower", "header");

// ---------------------------------------------------------------------------------------------

interface ServiceText {
  title: string;
  description: string;
}
export interface DemoServiceGroup extends Pair<ServiceText> {
  icon: IconName;
}
export interface DemoService extends Pair<ServiceText> {
  icon: IconName;
  group: number;
}

export const serviceGroupItems: DemoServiceGroup[] = [
  {
    key: demoKey("service-group:repair"),
    icon: "repair",
    nl: { title: "Reparatie & onderhoud", description: "Je computer of laptop snel weer aan de praat." },
    en: {
      title: "Repair & maintenance",
      description: "Your computer or laptop up and running again quickly.",
    },
  },
  {
    key: demoKey("service-group:new"),
    icon: "new-computer",
    nl: { title: "Nieuwe pc's en laptops", description: "Advies, samenstellen en installeren." },
    en: { title: "New PCs and laptops", description: "Advice, assembly and installation." },
  },
  {
    key: demoKey("service-group:workplace"),
    icon: "desk",
    nl: { title: "Hulp & werkplek", description: "Hulp op afstand, aan huis en op kantoor." },
    en: { title: "Help & workplace", description: "Help remotely, at home and at the office." },
  },
];

function service(slug: string, icon: IconName, group: number, nl: ServiceText, en: ServiceText): DemoService {
  return { key: demoKey(`service:${slug}`), icon, group, nl, en };
}

export const serviceItems: DemoService[] = [
  service(
    "repair",
    "repair",
    0,
    { title: "Computerreparatie", description: "Diagnose en reparatie van pc's en laptops, alle merken." },
    { title: "Computer repair", description: "Diagnosis and repair of PCs and laptops, all brands." },
  ),
  service(
    "malware",
    "malware",
    0,
    { title: "Virus- en malwareverwijdering", description: "Je computer weer schoon en veilig." },
    { title: "Virus and malware removal", description: "Your computer clean and safe again." },
  ),
  service(
    "ssd",
    "ssd-upgrade",
    0,
    { title: "Ssd-upgrade", description: "Tot tien keer sneller opstarten, bestanden blijven behouden." },
    { title: "SSD upgrade", description: "Start up to ten times faster, your files stay in place." },
  ),
  service(
    "memory",
    "memory-upgrade",
    0,
    { title: "Geheugenuitbreiding", description: "Meer werkgeheugen voor soepel multitasken." },
    { title: "Memory upgrade", description: "More memory for smooth multitasking." },
  ),
  service(
    "new-pc",
    "new-computer",
    1,
    {
      title: "Nieuwe pc op maat",
      description: "Samengesteld voor wat je ermee doet, niet meer en niet minder.",
    },
    { title: "Custom new PC", description: "Built for what you do with it, no more and no less." },
  ),
  service(
    "new-laptop",
    "new-laptop",
    1,
    { title: "Nieuwe laptop", description: "Eerlijk advies en volledig ingericht meegenomen." },
    { title: "New laptop", description: "Honest advice and fully set up when you take it home." },
  ),
  service(
    "install",
    "new-installation",
    1,
    { title: "Windows-herinstallatie", description: "Een schone installatie met al je bestanden terug." },
    { title: "Windows reinstallation", description: "A clean installation with all your files back." },
  ),
  service(
    "second-hand",
    "second-hand",
    1,
    { title: "Refurbished apparatuur", description: "Gecontroleerde tweedehands pc's met garantie." },
    { title: "Refurbished equipment", description: "Checked second-hand PCs with a warranty." },
  ),
  service(
    "remote",
    "remote-help",
    2,
    { title: "Hulp op afstand", description: "Wij kijken via een veilige verbinding op je scherm mee." },
    { title: "Remote help", description: "We look at your screen through a secure connection." },
  ),
  service(
    "cables",
    "cablemanagement",
    2,
    { title: "Kabelmanagement", description: "Opgeruimde werkplekken en serverkasten." },
    { title: "Cable management", description: "Tidy workplaces and server cabinets." },
  ),
  service(
    "workplace",
    "desk",
    2,
    { title: "Werkplekservice", description: "Complete werkplekken ingericht voor kantoor en thuis." },
    { title: "Workplace service", description: "Complete workplaces set up for office and home." },
  ),
  service(
    "at-home",
    "service-at-home",
    2,
    { title: "Service aan huis", description: "Wij komen langs in Delft en omgeving." },
    { title: "Service at home", description: "We visit you in Delft and the surrounding area." },
  ),
];

// ---------------------------------------------------------------------------------------------

export const featureItems: (Pair<{ title: string }> & { icon: IconName })[] = [
  ["fast", "Vaak binnen twee werkdagen klaar", "Often ready within two working days"],
  ["guarantee", "Drie maanden garantie op reparaties", "Three months warranty on repairs"],
  ["professional", "Gecertificeerde monteurs", "Certified technicians"],
  ["invoice", "Vooraf een heldere prijs", "A clear price up front"],
  ["service-at-home", "Ook aan huis in Delft", "Also at your home in Delft"],
  ["recycle", "Oude apparatuur verantwoord gerecycled", "Old equipment responsibly recycled"],
].map(([icon, nl, en]) => ({
  key: demoKey(`feature:${icon}`),
  icon: icon as IconName,
  nl: { title: nl },
  en: { title: en },
}));

/**
 * Customer reviews, per language: each is shown as written, on its own language's home page only. The
 * English ones are from customers who wrote in English, about the same kinds of help.
 */
export const reviewItems: { language: "nl" | "en"; name: string; text: string; rating: number }[] = [
  {
    language: "nl",
    name: "Marieke van den Berg",
    text: "Mijn laptop startte niet meer op. Binnen twee dagen gerepareerd en alle foto's waren er nog. Top!",
    rating: 5,
  },
  {
    language: "nl",
    name: "Henk Jansen",
    text: "Duidelijk advies over een nieuwe pc, geen onnodige dure onderdelen. Alles netjes geïnstalleerd.",
    rating: 5,
  },
  {
    language: "nl",
    name: "Fatima El Idrissi",
    text: "Via hulp op afstand was mijn printerprobleem in tien minuten opgelost. Heel vriendelijk geholpen.",
    rating: 5,
  },
  {
    language: "nl",
    name: "Pieter de Groot",
    text: "Ons kantoor aan de Markt heeft nu eindelijk opgeruimde bureaus zonder kabelchaos.",
    rating: 4,
  },
  {
    language: "nl",
    name: "Sophie Bakker",
    text: "Virus van mijn computer gehaald en uitgelegd hoe ik dat voortaan voorkom. Aanrader!",
    rating: 5,
  },
  {
    language: "nl",
    name: "Willem Visser",
    text: "Snelle ssd in mijn oude laptop gezet: hij is weer als nieuw. Eerlijke prijs.",
    rating: 5,
  },
  {
    language: "en",
    name: "Priya Raman",
    text: "My laptop wouldn't boot two days before a deadline. Fixed within two days, and every photo and file was still there. Brilliant!",
    rating: 5,
  },
  {
    language: "en",
    name: "James O'Connor",
    text: "Honest advice on a new PC for my home office, without pushing expensive parts I didn't need. Set up and ready to go.",
    rating: 5,
  },
  {
    language: "en",
    name: "Lucía Fernández",
    text: "They sorted out my printer over remote support in ten minutes. Friendly, patient and clear.",
    rating: 5,
  },
  {
    language: "en",
    name: "Tom Whitfield",
    text: "Our small office near the Markt finally has tidy desks and no more tangle of cables.",
    rating: 4,
  },
  {
    language: "en",
    name: "Anna Kowalska",
    text: "They removed a virus from my computer and explained how to avoid it next time. Highly recommended!",
    rating: 5,
  },
  {
    language: "en",
    name: "Daniel Meyer",
    text: "A fast SSD in my old laptop and it feels like new again. Fair price, too.",
    rating: 5,
  },
];
