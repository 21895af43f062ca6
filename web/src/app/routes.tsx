import { Box } from "@chakra-ui/react";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { dismissFailuresOnLeave } from "../components/toaster";
import { PackageLayout } from "./layouts/PackageLayout";
import { PublicLayout } from "./layouts/PublicLayout";
import { ADMIN_PATTERNS, CLIENT_PACKAGE_PATTERN, paths, PORTAL_PATTERNS, PUBLIC_PATTERNS } from "./paths";

// Every route of the app. Pages are imported only here and only lazily, so each page is a chunk of
// its own and the public pages never carry the admin area. Each page is named once, by its module's
// path: the name loads it in the browser and, through the route's `handle`, tells the
// server which chunks to preload with a page it renders (Vite's build manifest uses the same names).

/** Every page module, and the component recipe sets a page may bring, each loaded on first use. */
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  "../features/**/*Page.tsx",
  "./*NotFoundPage.tsx",
  "./layouts/AdminLayout.tsx",
  "./layouts/PortalLayout.tsx",
]);
const recipeModules = import.meta.glob(["./theme-*-recipes.ts"]);

/** A module's name in Vite's build manifest (relative to web/) from its path relative to this file. */
const manifestName = (module: string) => (module.startsWith("../") ? `src/${module.slice(3)}` : `src/app/${module.slice(2)}`);

/** What a page's route tells the server: the modules its render needs, as Vite's build manifest names them. */
export type PageHandle = { modules: string[] };

/**
 * A route's lazily loaded component: the module's export named as its file (HomePage.tsx exports
 * HomePage), together with the component recipes the shell does not carry, registered before the
 * page first renders. Pages with forms, dialogs or lists bring their set (./theme-*-recipes.ts);
 * pages that use none (about, a profile, news) bring nothing.
 */
function page(module: string, recipes?: string): Pick<RouteObject, "lazy" | "handle"> {
  const load = pageModules[module];
  const loadRecipes = recipes ? recipeModules[recipes] : undefined;
  if (!load || (recipes && !loadRecipes)) throw new Error(`routes.tsx names a module that does not exist: ${module} ${recipes ?? ""}`);
  const exported = module.slice(module.lastIndexOf("/") + 1).replace(/\.tsx$/, "");
  const handle: PageHandle = { modules: [module, ...(recipes ? [recipes] : [])].map(manifestName) };
  return {
    handle,
    lazy: async () => {
      const [loaded] = await Promise.all([load(), loadRecipes?.()]);
      const Component = loaded[exported];
      if (!Component) throw new Error(`${module} does not export ${exported}`);
      return { Component };
    },
  };
}

const FORMS = "./theme-form-recipes.ts";
const LISTS = "./theme-list-recipes.ts";
const FILTERS = "./theme-filter-recipes.ts";
const DIALOGS = "./theme-page-recipes.ts";
const SEARCH = "./theme-search-recipes.ts";

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
          { path: PUBLIC_PATTERNS.home, ...page("../features/home/HomePage.tsx") },
          { path: PUBLIC_PATTERNS.about, ...page("../features/about/AboutPage.tsx") },
          { path: PUBLIC_PATTERNS.talents, ...page("../features/talents/TalentsPage.tsx", FILTERS) },
          { path: PUBLIC_PATTERNS.talent, ...page("../features/talent-profile/TalentProfilePage.tsx", SEARCH) },
          { path: PUBLIC_PATTERNS.privacy, ...page("../features/legal/PrivacyPage.tsx", LISTS) },
          { path: PUBLIC_PATTERNS.terms, ...page("../features/legal/TermsPage.tsx", LISTS) },
          { path: PUBLIC_PATTERNS.news, ...page("../features/news/NewsListPage.tsx") },
          { path: PUBLIC_PATTERNS.newsItem, ...page("../features/news/NewsItemPage.tsx", SEARCH) },
          { path: PUBLIC_PATTERNS.submission, ...page("../features/submission/SubmissionPage.tsx", FORMS) },
          { path: PUBLIC_PATTERNS.request, ...page("../features/request/RequestPage.tsx", FORMS) },
          { path: PUBLIC_PATTERNS.shortlist, ...page("../features/shortlist/ShortlistPage.tsx") },
          { path: PUBLIC_PATTERNS.contact, ...page("../features/contact/ContactPage.tsx", FORMS) },
          { path: "*", ...page("./NotFoundPage.tsx", SEARCH) },
        ],
      },
    ],
  },
  {
    // A client's private package: a frame of its own, without the public site's navigation.
    Component: PackageLayout,
    children: [
      {
        HydrateFallback: PageLoading,
        children: [{ path: CLIENT_PACKAGE_PATTERN, ...page("../features/client-package/ClientPackagePage.tsx", FORMS) }],
      },
    ],
  },
  {
    // The admin area: its layout, guard and pages are chunks of their own, loaded only under /admin.
    path: ADMIN_PATTERNS.root,
    HydrateFallback: PageLoading,
    children: [
      { path: ADMIN_PATTERNS.login, ...page("../features/admin/auth/LoginPage.tsx", DIALOGS) },
      { path: ADMIN_PATTERNS.forgotPassword, ...page("../features/admin/auth/ForgotPasswordPage.tsx", DIALOGS) },
      { path: ADMIN_PATTERNS.setPassword, ...page("../features/admin/auth/SetPasswordPage.tsx", DIALOGS) },
      {
        ...page("./layouts/AdminLayout.tsx"),
        children: [
          { index: true, element: <Navigate to={paths.admin.dashboard()} replace /> },
          {
            HydrateFallback: PageLoading,
            // One line per admin page; each is guarded and framed by AdminLayout.
            children: [
              { path: ADMIN_PATTERNS.dashboard, ...page("../features/admin/dashboard/DashboardPage.tsx") },
              { path: ADMIN_PATTERNS.talents, ...page("../features/admin/talents/TalentsPage.tsx") },
              { path: ADMIN_PATTERNS.categories, ...page("../features/admin/categories/CategoriesPage.tsx") },
              { path: ADMIN_PATTERNS.talentInfo, ...page("../features/admin/talents/TalentInfoListPage.tsx") },
              { path: ADMIN_PATTERNS.talentInfoItem, ...page("../features/admin/talent-info/TalentEditorPage.tsx") },
              { path: ADMIN_PATTERNS.requests, ...page("../features/admin/requests/RequestsPage.tsx") },
              { path: ADMIN_PATTERNS.clients, ...page("../features/admin/clients/ClientsPage.tsx") },
              { path: ADMIN_PATTERNS.news, ...page("../features/admin/news/NewsPage.tsx") },
              { path: ADMIN_PATTERNS.bulkUpload, ...page("../features/admin/bulk-upload/BulkUploadPage.tsx") },
              { path: ADMIN_PATTERNS.messages, ...page("../features/admin/messages/MessagesPage.tsx") },
              { path: ADMIN_PATTERNS.testimonials, ...page("../features/admin/testimonials/TestimonialsPage.tsx") },
              { path: ADMIN_PATTERNS.calendar, ...page("../features/admin/calendar/CalendarPage.tsx") },
              { path: ADMIN_PATTERNS.profileChanges, ...page("../features/admin/profile-changes/ProfileChangesPage.tsx") },
              { path: ADMIN_PATTERNS.profileChange, ...page("../features/admin/profile-changes/ProfileChangeReviewPage.tsx") },
              { path: ADMIN_PATTERNS.packages, ...page("../features/admin/packages/PackagesPage.tsx") },
              { path: ADMIN_PATTERNS.staff, ...page("../features/admin/staff/StaffPage.tsx") },
              { path: ADMIN_PATTERNS.account, ...page("../features/admin/account/AccountPage.tsx") },
              { path: "*", ...page("./AdminNotFoundPage.tsx") },
            ],
          },
        ],
      },
    ],
  },
  {
    // The talent portal: its sign-in pages stand alone like the admin's; the rest sit in
    // PortalLayout, behind the talent guard. Chunks of their own, loaded only under /portal.
    path: PORTAL_PATTERNS.root,
    HydrateFallback: PageLoading,
    children: [
      { path: PORTAL_PATTERNS.signIn, ...page("../features/portal/PortalSignInPage.tsx", DIALOGS) },
      { path: PORTAL_PATTERNS.forgotPassword, ...page("../features/portal/PortalForgotPasswordPage.tsx", DIALOGS) },
      { path: PORTAL_PATTERNS.setPassword, ...page("../features/portal/PortalSetPasswordPage.tsx", DIALOGS) },
      {
        ...page("./layouts/PortalLayout.tsx"),
        children: [
          {
            HydrateFallback: PageLoading,
            children: [
              { index: true, ...page("../features/portal/PortalOverviewPage.tsx") },
              { path: PORTAL_PATTERNS.bookings, ...page("../features/portal/PortalBookingsPage.tsx") },
              { path: PORTAL_PATTERNS.profile, ...page("../features/portal/PortalProfilePage.tsx") },
              { path: PORTAL_PATTERNS.privacy, ...page("../features/portal/PortalPrivacyPage.tsx") },
              { path: "*", ...page("./NotFoundPage.tsx", SEARCH) },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);
  dismissFailuresOnLeave(router);
  return router;
}
