import { describe, expect, it } from "vitest";
import { isPhoneNumber } from "#common/schemas/fields";
import { buildDemoPlan } from "./plan";

// The demo data passes the phone rule (ADR 005): a seeded record must stay editable as it is.

describe("the demo data's phone numbers", () => {
  it("are all phone numbers", () => {
    const plan = buildDemoPlan(new Date("2026-11-27T00:00:00Z"));
    const phones = [
      ...plan.talents.map((talent) => talent.data.phone),
      ...plan.clients.map((client) => client.phone),
      ...plan.requests.map((request) => request.phone),
    ].filter((phone): phone is string => typeof phone === "string");
    expect(phones.length).toBeGreaterThan(plan.talents.length);
    expect(phones.filter((phone) => !isPhoneNumber(phone))).toEqual([]);
  });
});
