import { createBrowserRouter } from "react-router-dom";
import { HomePage } from "../features/home/HomePage";
import { PublicLayout } from "./layouts/PublicLayout";
import { NotFoundPage } from "./NotFoundPage";

// Only screens that exist are routed: an unbuilt page shows the not-found screen, whose hint
// ("Did you forget to add the page to the router?") is the reminder to add it here.
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
