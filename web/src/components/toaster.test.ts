import { afterEach, describe, expect, it } from "vitest";
import { dismissFailuresOnLeave, toaster } from "./toaster";

// A fake router: the address and the listeners react-router's data router offers.
function fakeRouter(pathname: string) {
  const listeners: Array<(state: { location: { pathname: string } }) => void> = [];
  const router = {
    state: { location: { pathname } },
    subscribe: (listener: (state: { location: { pathname: string } }) => void) => listeners.push(listener),
    go(to: string) {
      router.state = { location: { pathname: to } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

const shown = () => toaster.getVisibleToasts().map((toast) => toast.title);

describe("toasts and the page they belong to", () => {
  afterEach(() => toaster.remove());

  it("dismisses a failure when its page is left, and lets the confirmation after it show", () => {
    const router = fakeRouter("/admin/login");
    dismissFailuresOnLeave(router);
    toaster.create({ id: "failed", type: "error", title: "Login failed" });
    toaster.create({ id: "ok", type: "success", title: "Login successful" });
    expect(shown()).toEqual(["Login failed"]);

    router.go("/admin/dashboard");
    expect(shown()).toEqual(["Login successful"]);
  });

  it("keeps a failure while the address stays on the page (a search or a tab in the query)", () => {
    const router = fakeRouter("/admin/talents");
    dismissFailuresOnLeave(router);
    toaster.create({ id: "kept", type: "error", title: "Failed to delete talent" });
    router.go("/admin/talents");
    expect(shown()).toEqual(["Failed to delete talent"]);
  });

  it("shows a new confirmation at once in place of the confirmation showing", () => {
    toaster.create({ type: "success", title: "News update updated" });
    toaster.create({ type: "success", title: "News update deleted" });
    expect(shown()).toEqual(["News update deleted"]);
    // Zag's shorthand keeps the rule.
    toaster.success({ title: "Testimonial added" });
    expect(shown()).toEqual(["Testimonial added"]);
  });

  it.each([
    [
      "a notice that follows a confirmation waits for it",
      { type: "success", title: "Talent approved" },
      { type: "info", title: "No more submissions in this list" },
    ],
    [
      "a confirmation never takes a failure's place",
      { type: "error", title: "Failed to save testimonial" },
      { type: "success", title: "Client saved" },
    ],
  ] as const)("%s", (_, first, next) => {
    toaster.create(first);
    toaster.create(next);
    expect(shown()).toEqual([first.title]);
    toaster.remove(toaster.getVisibleToasts()[0]!.id);
    expect(shown()).toEqual([next.title]);
  });
});
