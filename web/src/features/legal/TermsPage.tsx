import { Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "#common/paths";
import { pageTitle, SITE } from "#common/site";
import { usePageMeta } from "../../lib/page-meta";
import { LegalDocument, type LegalSection, MailLink } from "./LegalDocument";

const SECTIONS: LegalSection[] = [
  {
    heading: "About these terms",
    paragraphs: [
      `These terms apply to your use of the ${SITE.name} website. By using the site you agree to ` +
        "them. They do not replace any representation agreement or booking contract, which are " +
        "made separately and in writing.",
    ],
  },
  {
    heading: "Submitting your profile",
    items: [
      "The information you send must be accurate and about you. If you are under 18, a parent or " +
        "guardian must submit for you and agree to these terms.",
      "You must own the photos and documents you upload, or have permission to use them. You " +
        "allow us to store them, to show them to clients, and, if we represent you, to publish " +
        "them on this site.",
      "Sending a profile does not mean we will represent you or find you work. We review every " +
        "application and will contact you if we would like to meet.",
      <>
        How we handle your information is explained in our{" "}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={paths.privacy()}>Privacy Policy</RouterLink>
        </Link>
        .
      </>,
    ],
  },
  {
    heading: "Requesting talent",
    paragraphs: [
      "A talent request tells us about your project; it is not a booking and does not commit you " +
        "or the talent to anything. Availability, fees and usage are agreed with our agents before " +
        "any booking is confirmed.",
      "Profiles, photos and shortlists shared with you are for considering talent for your " +
        "project only. Please do not publish, sell or pass them on.",
    ],
  },
  {
    heading: "Using the site",
    items: [
      "Do not try to get into areas of the site that are not meant for you, interfere with how " +
        "it works, or send automated requests that burden it.",
      "Do not use the site to send anything unlawful, misleading or abusive.",
      "We may change or pause the site at any time, for example for maintenance.",
    ],
  },
  {
    heading: "Content and intellectual property",
    paragraphs: [
      "The site's text, design and logo belong to us. Photos belong to the talent or their " +
        "photographers and are shown with permission. You may not copy them for any other purpose " +
        "without permission.",
    ],
  },
  {
    heading: "Our responsibility",
    paragraphs: [
      "We take care to keep the information on the site accurate, but profiles are supplied by " +
        "talent and may change. Nothing in these terms excludes rights you have under the " +
        "Australian Consumer Law. Otherwise, to the extent the law allows, we are not liable for " +
        "loss arising from your use of the site.",
    ],
  },
  {
    heading: "Law and contact",
    paragraphs: [
      <>
        These terms are governed by the laws of Victoria, Australia. Questions about them: <MailLink to={SITE.email} /> or {SITE.phone}.
      </>,
    ],
  },
];

export function TermsPage() {
  usePageMeta(pageTitle("Terms of Service"), `The terms for using the ${SITE.name} website.`);
  return (
    <LegalDocument
      title="Terms of Service"
      updated="23 Nov 2026"
      intro="Plain terms for visitors, talent who apply to join our roster, and clients who request talent."
      sections={SECTIONS}
    />
  );
}
