// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, clearSession, getSession, getToken, saveSession } from "./session";

const admin = { id: 1, username: "admin@example.com", isAdmin: true };

afterEach(() => localStorage.clear());

describe("the stored session", () => {
  it("is restored from auth_token and auth_user", () => {
    localStorage.setItem(AUTH_TOKEN_KEY, "token-1");
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(admin));
    expect(getToken()).toBe("token-1");
    expect(getSession()).toEqual({ token: "token-1", user: admin });
  });

  it("is written under the same keys and removed by clearSession", () => {
    saveSession({ token: "token-2", user: admin });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("token-2");
    expect(JSON.parse(localStorage.getItem(AUTH_USER_KEY)!)).toEqual(admin);
    clearSession();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(getSession()).toBeNull();
  });

  it.each([
    ["not JSON", "{oops"],
    ["JSON of the wrong shape", JSON.stringify({ id: "1", username: "x" })],
    ["JSON null", "null"],
  ])("is cleared, token too, when the stored user is %s", (_case, stored) => {
    localStorage.setItem(AUTH_TOKEN_KEY, "token-3");
    localStorage.setItem(AUTH_USER_KEY, stored);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });

  it("is signed out when storage cannot be read", () => {
    const spy = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    try {
      expect(getToken()).toBeNull();
      expect(getSession()).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});
