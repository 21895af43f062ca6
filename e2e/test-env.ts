// Settings shared by the Playwright config, the server it starts and the specs (which sign in
// as the admin when they need to).

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const E2E_ADMIN_EMAIL = "admin@example.com";
/** Fixed so specs can sign in; it only ever guards a throwaway database. */
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
