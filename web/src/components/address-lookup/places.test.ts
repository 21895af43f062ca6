import { describe, expect, it } from "vitest";
import { addressOf } from "./places";

describe("addressOf (a chosen place → the form's address fields)", () => {
  it("splits an Australian address into unit, street, suburb, postcode and the state's code", () => {
    const address = addressOf({
      formatted_address: "4/12 Glenferrie Rd, Malvern VIC 3144, Australia",
      address_components: [
        { long_name: "4", short_name: "4", types: ["subpremise"] },
        { long_name: "12", short_name: "12", types: ["street_number"] },
        { long_name: "Glenferrie Road", short_name: "Glenferrie Rd", types: ["route"] },
        { long_name: "Malvern", short_name: "Malvern", types: ["locality", "political"] },
        { long_name: "Victoria", short_name: "VIC", types: ["administrative_area_level_1", "political"] },
        { long_name: "3144", short_name: "3144", types: ["postal_code"] },
      ],
    });
    expect(address).toEqual({
      houseUnitNumber: "4",
      streetAddress: "12 Glenferrie Road",
      suburb: "Malvern",
      postcode: "3144",
      state: "VIC",
      fullAddress: "4/12 Glenferrie Rd, Malvern VIC 3144, Australia",
    });
  });

  it("does nothing for a place without address parts", () => {
    expect(addressOf({ formatted_address: "Somewhere" })).toBeNull();
    expect(addressOf({ address_components: [] })).toBeNull();
  });
});
