import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { unstorableInputs } from "./storable-input";

const DOCUMENT = parse(`mutation ($input: TalentInput!, $photo: Upload) { submitTalent(input: $input, headshot: $photo) { id } }`);

/** An upload as the fetch layer hands it over: File-like, but not necessarily the global Blob. */
class ForeignFile {
  name = "photo.jpg";
  constructor() {
    Object.defineProperty(this, "bytes", {
      enumerable: true,
      get: () => {
        throw new Error("walked into the file's bytes");
      },
    });
  }
  arrayBuffer() {
    return Promise.resolve(new ArrayBuffer(0));
  }
}

describe("unstorableInputs", () => {
  it("names each field holding a NUL or a broken surrogate, under its wrapper", () => {
    expect(unstorableInputs(DOCUMENT, { input: { firstName: "Ann\u0000", bio: "ok", lastName: "\ud800" } })).toEqual({
      firstName: expect.stringContaining("First name"),
      lastName: expect.stringContaining("Last name"),
    });
  });

  it("never walks into uploaded files or byte arrays: they are not text", () => {
    expect(unstorableInputs(DOCUMENT, { input: { firstName: "Ann" }, photo: new ForeignFile() })).toEqual({});
    expect(unstorableInputs(DOCUMENT, { input: { firstName: "Ann" }, photo: new Uint8Array([0, 0, 0]) })).toEqual({});
  });
});
