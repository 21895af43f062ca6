import { Link } from "@chakra-ui/react";
import { pageTitle, SITE } from "#common/site";
import { usePageMeta } from "../../lib/page-meta";
import { LegalDocument, type LegalSection, MailLink } from "./LegalDocument";

const address = `${SITE.address.street}, ${SITE.address.suburb} ${SITE.address.state} ${SITE.address.postcode}`;

const SECTIONS: LegalSection[] = [
  {
    heading: "Who we are",
    paragraphs: [
      <>
        {SITE.name} is a talent agency at {address}. We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles
        (APPs). This policy explains what personal information we collect through this website and our office, why, who sees it, how long we
        keep it, and how you can see, correct or delete it.
      </>,
    ],
  },
  {
    heading: "What we collect",
    paragraphs: ["We only collect what we need to represent talent and to answer our clients."],
    items: [
      "When you apply to join our roster: your name, e-mail address, phone number, date of " +
        "birth, street address, suburb, postcode and state, gender, height, eye and hair colour, " +
        "whether you smoke, the categories you work in, your biography and skills, your photos and " +
        "your resume.",
      "When you request talent for a project: your name, organisation, phone number, e-mail address and the details of the project.",
      "When you send us a message: your name, e-mail address, phone number if you give it, the subject and the message.",
      "When you use the site: our server records each request's address and time for security " +
        "and to stop abuse (for example, limiting repeated sign-in attempts). Your browser keeps " +
        "your colour theme and your shortlist on your own device; we use no advertising or " +
        "tracking cookies.",
    ],
  },
  {
    heading: "Why we collect it",
    items: [
      "To assess your application and, if we represent you, to put you forward for work, arrange castings and bookings, and pay you.",
      "To answer talent requests and enquiries from clients, and to keep a record of the work we have discussed with them.",
      "To run, secure and improve this website.",
      "To meet our legal obligations, such as keeping business and tax records.",
    ],
    paragraphs: ["We do not sell personal information and we do not use it for direct marketing without your consent."],
  },
  {
    heading: "What the public can see",
    paragraphs: [
      "Applications are private. Only when we represent you and publish your profile can " +
        "visitors see it, and then only your first name and the first letter of your last name, " +
        "your photos, your categories, your biography and skills, and facts such as your age, " +
        "playable age, height, eye and hair colour and suburb and state. Your contact details, " +
        "date of birth, street address, resume and our notes are never shown publicly. We remove " +
        "location and camera details embedded in photos before they are published.",
    ],
  },
  {
    heading: "Who we share it with",
    items: [
      "Casting directors, producers and other clients who are considering you for a role, when it is needed to put you forward.",
      "Providers who host our systems or deliver our e-mail, under contracts that require them to protect it.",
      "Authorities, when the law requires it.",
    ],
    paragraphs: [
      "If a provider stores information outside Australia, we take reasonable steps to make sure " +
        "it is handled consistently with the APPs (APP 8) and will tell you where on request.",
    ],
  },
  {
    heading: "How long we keep it",
    items: [
      "Applications we do not accept: deleted within 12 months of the decision.",
      "Talent we represent: for as long as we represent you, then two years so we can finish " +
        "paying and answering for past bookings, unless you ask us to delete it sooner.",
      "Talent requests and client records: as long as needed for our business and tax records, generally seven years.",
      "Messages sent through the contact form: two years.",
    ],
  },
  {
    heading: "How we protect it",
    paragraphs: [
      "Only our staff can see private information, through individual accounts with passwords. " +
        "The site is served over an encrypted connection, resumes are opened only through " +
        "short-lived private links, and we keep the information on systems we control. If a data " +
        "breach is likely to cause serious harm, we will notify you and the Office of the " +
        "Australian Information Commissioner as the Notifiable Data Breaches scheme requires.",
    ],
  },
  {
    heading: "Seeing, correcting or deleting your information",
    paragraphs: [
      <>
        You can ask for a copy of the personal information we hold about you (APP 12), ask us to correct it (APP 13), ask us to take your
        profile off the site, or ask us to delete it. Write to <MailLink to={SITE.email} /> or to our address above. We will answer within
        30 days and will not charge you for making a request. If we cannot do what you ask, for example because the law requires us to keep
        a record, we will tell you why.
      </>,
    ],
  },
  {
    heading: "Questions and complaints",
    paragraphs: [
      <>
        Contact us first at <MailLink to={SITE.email} /> or {SITE.phone}; we will respond within 30 days. If you are not satisfied with our
        answer, you can complain to the Office of the Australian Information Commissioner at{" "}
        <Link href="https://www.oaic.gov.au" color="brand.fg" textDecoration="underline">
          www.oaic.gov.au
        </Link>{" "}
        or on 1300 363 992.
      </>,
    ],
  },
  {
    heading: "Changes to this policy",
    paragraphs: ["When we change this policy we will publish the new version here with its date."],
  },
];

export function PrivacyPage() {
  usePageMeta(pageTitle("Privacy Policy"), `How ${SITE.name} collects, uses, keeps and protects personal information.`);
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="23 Nov 2026"
      intro={
        "We collect personal information and photos from people who want us to represent them and " +
        "from clients who want to work with them. We treat it with care, use it only to do that " +
        "work, and you can ask us what we hold at any time."
      }
      sections={SECTIONS}
    />
  );
}
