// The store's terms of use and the Labs terms in English (issue 31), article for article and clause
// for clause as the Japanese in terms.ts. Fictional text written for the demo; not legal advice.
// Keyed by kind and version ("terms 2025-10-01"): editorial-versions.ts refuses a key that names no
// seeded version, or a document whose articles and clauses do not match the Japanese.
import type { TArticle } from "./terms";

/** Numbers the articles "Article 1", "Article 2" … and their clauses 1., 2. … as terms.ts does in Japanese. */
function englishDocument(preamble: string, articles: TArticle[], closing: string): string {
  const body = articles.map((article, i) => {
    const clauses =
      article.clauses.length === 1
        ? (article.clauses[0] ?? "")
        : article.clauses.map((clause, j) => `${j + 1}. ${clause}`).join("\n");
    return `## Article ${i + 1} (${article.heading})\n\n${clauses}`;
  });
  return [preamble, ...body, closing].join("\n\n");
}

const REFERENCE_ONLY =
  "This English version is provided for convenience. If it differs from the Japanese version, the Japanese version prevails.";

const STORE_TERMS = englishDocument(
  `These Terms of Use (the “Terms”) set out the conditions for using the HR Suite App Store (the “Store”) provided by HR Suite Inc. (“we”, “us” or “our”). Everyone who uses the Store (a “User”) uses it having agreed to these Terms.\n\n${REFERENCE_ONLY}`,
  [
    {
      heading: "Purpose",
      clauses: [
        "The Store provides information about applications that work with HR Suite, our HR and payroll service (“Apps”), and handles the procedures for connecting them.",
      ],
    },
    {
      heading: "Definitions",
      clauses: [
        "“Tenant” means a company or other organization that has entered into a contract to use HR Suite.",
        "“Tenant Administrator” means a person who has been granted administrator rights for HR Suite within a Tenant.",
        "“App Provider” means a business that has entered into a partner agreement with us and lists Apps in the Store.",
      ],
    },
    {
      heading: "Connecting Apps",
      clauses: [
        "Only Tenant Administrators may connect, disconnect, add and remove Apps.",
        "The contract for the use of an App is made between the Tenant and the App Provider, and we are not a party to it.",
        "Where several Apps share one connected account, connecting or disconnecting one of them applies to every App that shares that connected account.",
      ],
    },
    {
      heading: "Provision of Information",
      clauses: [
        "When a Tenant Administrator connects an App, the HR Suite data within the scope stated on that App’s listing page is provided to the App Provider.",
        "Information a User enters when requesting documents is used by us to send those documents and is not passed on to the App Provider.",
      ],
    },
    {
      heading: "Prohibited Conduct",
      clauses: [
        "Users must not do any of the following:\n\n- Anything that breaks the law or offends public order or morals\n- Anything that interferes with the operation of the Store\n- Impersonating another User or an App Provider\n- Copying or republishing information shown in the Store without our permission",
      ],
    },
    {
      heading: "Disclaimer",
      clauses: [
        "We give no warranty as to the content or quality of any App, or that any App will continue to be available.",
        "We are not liable for any damage a User suffers through the use of an App, except where it is caused by our intent or gross negligence.",
      ],
    },
    {
      heading: "Changes to These Terms",
      clauses: [
        "We may change these Terms when we consider it necessary, after announcing the change in the Store. A User who uses the Store after a change is deemed to have agreed to the Terms as changed.",
      ],
    },
    {
      heading: "Governing Law and Jurisdiction",
      clauses: [
        "These Terms are governed by the laws of Japan. The Tokyo District Court has exclusive jurisdiction as the court of first instance over any dispute relating to the Store.",
      ],
    },
  ],
  "Supplementary Provision\n\nThese Terms take effect on October 1, 2025.",
);

const LABS_TERMS = englishDocument(
  `These Labs Terms of Use (the “Terms”) set out the conditions for using the HR Suite features that HR Suite Inc. (“we”, “us” or “our”) offers on a trial basis (“Labs Features”).\n\n${REFERENCE_ONLY}`,
  [
    {
      heading: "Nature of Labs Features",
      clauses: [
        "Labs Features are offered on a trial basis ahead of their general release. We may change how Labs Features work, or stop offering them, without notice.",
      ],
    },
    {
      heading: "Getting Started",
      clauses: [
        "A Labs Feature becomes available once a tenant administrator agrees to these Terms and adds it from the HR Suite App Store.",
        "A tenant administrator may stop using a Labs Feature at any time by removing it in the HR Suite App Store.",
      ],
    },
    {
      heading: "Fees",
      clauses: [
        "Labs Features are free of charge while they are offered as Labs Features. Before a feature moves to general release, we will give notice of its fees in advance.",
      ],
    },
    {
      heading: "Feedback",
      clauses: [
        "We collect information about how Labs Features are used in order to improve them.",
        "We may freely use any opinions and requests that users send us.",
      ],
    },
    {
      heading: "Disclaimer of Warranties",
      clauses: [
        "We do not warrant that Labs Features are accurate or complete, or fit for any particular purpose. Users must check the output of Labs Features, at their own responsibility, before relying on it.",
      ],
    },
  ],
  "Supplementary Provision\n\nThese Terms take effect on October 1, 2024.",
);

/** The terms versions with an English version, keyed by "kind version". */
export const ENGLISH_TERMS: Record<string, { title: string; bodyMarkdown: string }> = {
  "terms 2025-10-01": { title: "HR Suite App Store Terms of Use", bodyMarkdown: STORE_TERMS },
  "labs_terms 2024-10-01": { title: "HR Suite Labs Terms of Use", bodyMarkdown: LABS_TERMS },
};
