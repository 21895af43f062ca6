import { Box } from "@chakra-ui/react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { PublicLayout } from "./layouts/PublicLayout";
import { ADMIN_PATTERNS, CLIENT_PACKAGE_PATTERN, paths, PUBLIC_PATTERNS } from "./paths";

// Every route of the app. Pages are imported only here and only lazily (ESLint refuses a static
// import of features/ in this file), so each page is a chunk of its own and the public pages never
// carry the admin area. Only screens that exist are routed: an unbuilt page shows the not-found
// screen, whose hint ("Did you forget to add the page to the router?") is the reminder to add it.

/**
 * A public page's chunk together with the component recipes the shell does not carry, registered
 * before the page first renders: by default all of the public pages' (forms, dialogs, lists:
 * ./theme-page-recipes.ts); pages that use few bring a smaller set, and pages that use none
 * (about, a profile, news) are imported without this.
 */
function withPageRecipes<Page>(page: Promise<Page>, recipes: Promise<unknown> = import("./theme-page-recipes")): Promise<Page> {
  return Promise.all([recipes, page]).then(([, loaded]) => loaded);
}

/** Holds the page's place under the header while its chunk loads on the first visit. */
function PageLoading() {
  return <Box minH="100dvh" aria-busy="true" />;
}

export const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      {
        // A pathless route, so that only the page area waits for a page's chunk, never the header.
        HydrateFallback: PageLoading,
        children: [
          {
            path: PUBLIC_PATTERNS.home,
            lazy: async () => ({ Component: (await import("../features/home/HomePage")).HomePage }),
          },
          {
            path: PUBLIC_PATTERNS.about,
            lazy: async () => ({ Component: (await import("../features/about/AboutPage")).AboutPage }),
          },
          {
            path: PUBLIC_PATTERNS.talents,
            lazy: async () => ({
              Component: (await withPageRecipes(import("../features/talents/TalentsPage"), import("./theme-filter-recipes"))).TalentsPage,
            }),
          },
          {
            path: PUBLIC_PATTERNS.talent,
            lazy: async () => ({ Component: (await import("../features/talent-profile/TalentProfilePage")).TalentProfilePage }),
          },
          {
            path: PUBLIC_PATTERNS.privacy,
            lazy: async () => ({
              Component: (await withPageRecipes(import("../features/legal/PrivacyPage"), import("./theme-list-recipes"))).PrivacyPage,
            }),
          },
          {
            path: PUBLIC_PATTERNS.terms,
            lazy: async () => ({
              Component: (await withPageRecipes(import("../features/legal/TermsPage"), import("./theme-list-recipes"))).TermsPage,
            }),
          },
          {
            path: PUBLIC_PATTERNS.news,
            lazy: async () => ({ Component: (await import("../features/news/NewsListPage")).NewsListPage }),
          },
          {
            path: PUBLIC_PATTERNS.newsItem,
            lazy: async () => ({ Component: (await import("../features/news/NewsItemPage")).NewsItemPage }),
          },
          {
            path: PUBLIC_PATTERNS.submission,
            lazy: async () => ({
              Component: (await withPageRecipes(import("../features/submission/SubmissionPage"), import("./theme-form-recipes")))
                .SubmissionPage,
            }),
          },
          {
            path: PUBLIC_PATTERNS.request,
            lazy: async () => ({
              Component: (await withPageRecipes(import("../features/request/RequestPage"), import("./theme-form-recipes"))).RequestPage,
            }),
          },
          {
            path: PUBLIC_PATTERNS.contact,
            lazy: async () => ({
              Component: (await withPageRecipes(import("../features/contact/ContactPage"), import("./theme-form-recipes"))).ContactPage,
            }),
          },
          {
            path: CLIENT_PACKAGE_PATTERN,
            lazy: async () => ({
              Component: (await withPageRecipes(import("../features/client-package/ClientPackagePage"), import("./theme-form-recipes")))
                .ClientPackagePage,
            }),
          },
          { path: "*", lazy: async () => ({ Component: (await import("./NotFoundPage")).NotFoundPage }) },
        ],
      },
    ],
  },
  {
    // The admin area: its layout, guard and pages are chunks of their own, loaded only under /admin.
    path: ADMIN_PATTERNS.root,
    HydrateFallback: PageLoading,
    children: [
      {
        path: ADMIN_PATTERNS.login,
        lazy: async () => ({ Component: (await withPageRecipes(import("../features/admin/auth/LoginPage"))).LoginPage }),
      },
      {
        path: ADMIN_PATTERNS.forgotPassword,
        lazy: async () => ({ Component: (await withPageRecipes(import("../features/admin/auth/ForgotPasswordPage"))).ForgotPasswordPage }),
      },
      {
        path: ADMIN_PATTERNS.setPassword,
        lazy: async () => ({ Component: (await withPageRecipes(import("../features/admin/auth/SetPasswordPage"))).SetPasswordPage }),
      },
      {
        lazy: async () => ({ Component: (await import("./layouts/AdminLayout")).AdminLayout }),
        children: [
          { index: true, element: <Navigate to={paths.admin.dashboard()} replace /> },
          {
            HydrateFallback: PageLoading,
            // One line per admin page; each is guarded and framed by AdminLayout.
            children: [
              {
                path: ADMIN_PATTERNS.dashboard,
                lazy: async () => ({ Component: (await import("../features/admin/dashboard/DashboardPage")).DashboardPage }),
              },
              {
                path: ADMIN_PATTERNS.talents,
                lazy: async () => ({ Component: (await import("../features/admin/talents/TalentsPage")).TalentsPage }),
              },
              {
                path: ADMIN_PATTERNS.categories,
                lazy: async () => ({ Component: (await import("../features/admin/categories/CategoriesPage")).CategoriesPage }),
              },
              {
                path: ADMIN_PATTERNS.talentInfo,
                lazy: async () => ({ Component: (await import("../features/admin/talent-info/TalentInfoListPage")).TalentInfoListPage }),
              },
              {
                path: ADMIN_PATTERNS.talentInfoItem,
                lazy: async () => ({ Component: (await import("../features/admin/talent-info/TalentEditorPage")).TalentEditorPage }),
              },
              {
                path: ADMIN_PATTERNS.requests,
                lazy: async () => ({ Component: (await import("../features/admin/requests/RequestsPage")).RequestsPage }),
              },
              {
                path: ADMIN_PATTERNS.clients,
                lazy: async () => ({ Component: (await import("../features/admin/clients/ClientsPage")).ClientsPage }),
              },
              { path: ADMIN_PATTERNS.news, lazy: async () => ({ Component: (await import("../features/admin/news/NewsPage")).NewsPage }) },
              {
                path: ADMIN_PATTERNS.bulkUpload,
                lazy: async () => ({ Component: (await import("../features/admin/bulk-upload/BulkUploadPage")).BulkUploadPage }),
              },
              {
                path: ADMIN_PATTERNS.messages,
                lazy: async () => ({ Component: (await import("../features/admin/messages/MessagesPage")).MessagesPage }),
              },
              {
                path: ADMIN_PATTERNS.testimonials,
                lazy: async () => ({ Component: (await import("../features/admin/testimonials/TestimonialsPage")).TestimonialsPage }),
              },
              {
                path: ADMIN_PATTERNS.packages,
                lazy: async () => ({ Component: (await import("../features/admin/packages/PackagesPage")).PackagesPage }),
              },
              {
                path: ADMIN_PATTERNS.staff,
                lazy: async () => ({ Component: (await import("../features/admin/staff/StaffPage")).StaffPage }),
              },
              {
                path: ADMIN_PATTERNS.account,
                lazy: async () => ({ Component: (await import("../features/admin/account/AccountPage")).AccountPage }),
              },
              { path: "*", lazy: async () => ({ Component: (await import("./AdminNotFoundPage")).AdminNotFoundPage }) },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
