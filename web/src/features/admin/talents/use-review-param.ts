import { useSearchParams } from "react-router-dom";

/**
 * The talent under review, kept in the address (?review=id) so a review survives a reload and the
 * dashboard can link to one; both roster views open it over their list.
 */
export function useReviewParam(): [reviewing: number | null, openReview: (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const reviewing = Number(params.get("review")) || null;
  const openReview = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete("review");
        else next.set("review", String(id));
        return next;
      },
      { replace: true },
    );
  return [reviewing, openReview];
}
