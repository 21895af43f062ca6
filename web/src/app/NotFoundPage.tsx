import { NotFoundScreen } from "../components/NotFoundScreen";

export function NotFoundPage() {
  return <NotFoundScreen />;
}
