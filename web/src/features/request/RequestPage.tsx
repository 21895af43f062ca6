import { Container } from "@chakra-ui/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { PAGE_META } from "#common/meta";
import { MAX_DIRECTORY_IDS } from "#common/options";
import { PageHero } from "../../components/PageHero";
import { usePageMeta } from "../../lib/page-meta";
import { getShortlist } from "../../lib/shortlist";
import { RequestForm } from "./RequestForm";
import { RequestSubmitted, type SentRequest } from "./RequestSubmitted";

/** The talents a new request starts with: ?talent={id} (from a profile's 'Enquire about') and the shortlist. */
export function initialTalentIds(talentParam: string | null, shortlist: ReadonlyArray<{ id: number }>): number[] {
  const fromLink = talentParam && /^[1-9]\d{0,9}$/.test(talentParam) ? [Number(talentParam)] : [];
  return [...new Set([...fromLink, ...shortlist.map((entry) => entry.id)])].slice(0, MAX_DIRECTORY_IDS);
}

export function RequestPage() {
  usePageMeta(PAGE_META.request.title, PAGE_META.request.description);
  const [params] = useSearchParams();
  const [sent, setSent] = useState<SentRequest | null>(null);
  // A new form (after 'Submit another request') starts again from the link and the shortlist.
  const [round, setRound] = useState(0);

  return (
    <>
      <PageHero title="Request Talent">Tell us about your project and choose the talent you would like to work with.</PageHero>
      <Container maxW="6xl" py={{ base: "10", md: "16" }}>
        {sent ? (
          <RequestSubmitted
            sent={sent}
            onAnother={() => {
              setRound((count) => count + 1);
              setSent(null);
            }}
          />
        ) : (
          <RequestForm key={round} initialTalentIds={initialTalentIds(params.get("talent"), getShortlist())} onSubmitted={setSent} />
        )}
      </Container>
    </>
  );
}
