import { describe, expect, it } from "vitest";
import { bookingStatusWords, callTime, changeStatusWords, changeValue, clockTime, dateRange, ordinal, photoChangeWords } from "./words";

describe("the portal's words for bookings", () => {
  it("says a hold with its option rank, and the other states plainly", () => {
    expect(bookingStatusWords("HOLD", 1)).toBe("On hold (1st option)");
    expect(bookingStatusWords("HOLD", 2)).toBe("On hold (2nd option)");
    expect(bookingStatusWords("HOLD", null)).toBe("On hold");
    expect(bookingStatusWords("CONFIRMED")).toBe("Confirmed");
    expect(bookingStatusWords("CANCELLED")).toBe("Cancelled");
  });

  it("spells ordinals, teens included", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 111].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "111th",
    ]);
  });

  it("writes one day once and a range with both ends", () => {
    expect(dateRange("2026-12-04", "2026-12-04")).toBe("4 Dec 2026");
    expect(dateRange("2026-12-04", "2026-12-06")).toBe("4 Dec 2026 to 6 Dec 2026");
  });

  it("writes call times on a 12-hour clock, or nothing when none was given", () => {
    expect(clockTime("09:30")).toBe("9:30 am");
    expect(clockTime("12:00")).toBe("12:00 pm");
    expect(clockTime("00:15")).toBe("12:15 am");
    expect(callTime("07:00", "17:30")).toBe("7:00 am to 5:30 pm");
    expect(callTime("07:00", null)).toBe("From 7:00 am");
    expect(callTime(null, null)).toBeNull();
  });
});

describe("the portal's words for proposals", () => {
  it("shows lists joined and nothing as (empty)", () => {
    expect(changeValue(["Singing", "Dance"])).toBe("Singing, Dance");
    expect(changeValue([])).toBe("(empty)");
    expect(changeValue(null)).toBe("(empty)");
    expect(changeValue(172)).toBe("172");
  });

  it("names each part's status", () => {
    expect(changeStatusWords("PENDING")).toBe("Waiting for review");
    expect(changeStatusWords("REJECTED")).toBe("Not approved");
  });
});

describe("the portal's words for a proposed photo", () => {
  it("says what became of it once decided", () => {
    expect(photoChangeWords("PHOTO_ADDED", "PENDING")).toBe("New photo");
    expect(photoChangeWords("PHOTO_ADDED", "APPROVED")).toBe("New photo, now on your profile");
    expect(photoChangeWords("PHOTO_ADDED", "REJECTED")).toBe("New photo, not added to your profile");
    expect(photoChangeWords("PHOTO_REMOVED", "PENDING")).toBe("Photo to remove");
    expect(photoChangeWords("PHOTO_REMOVED", "APPROVED")).toBe("Photo removed from your profile");
    expect(photoChangeWords("PHOTO_REMOVED", "REJECTED")).toBe("Photo kept on your profile");
  });
});
