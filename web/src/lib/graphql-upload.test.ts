import { describe, expect, it } from "vitest";
import { multipartBody } from "./graphql-upload";

describe("multipartBody (GraphQL multipart request spec)", () => {
  it("puts null where each file goes, maps the files to those places and appends them in order", async () => {
    const headshot = new File(["jpeg"], "head.jpg", { type: "image/jpeg" });
    const resume = new File(["%PDF-"], "cv.pdf", { type: "application/pdf" });
    const body = multipartBody("mutation M { x }", { input: { firstName: "Zara" } }, { headshot, fullBodyShot: null, resume });

    expect([...body.keys()]).toEqual(["operations", "map", "0", "1"]);
    expect(JSON.parse(body.get("operations") as string)).toEqual({
      query: "mutation M { x }",
      variables: { input: { firstName: "Zara" }, headshot: null, resume: null },
    });
    expect(JSON.parse(body.get("map") as string)).toEqual({ 0: ["variables.headshot"], 1: ["variables.resume"] });
    const first = body.get("0") as File;
    expect(first.name).toBe("head.jpg");
    expect(await first.text()).toBe("jpeg");
    expect((body.get("1") as File).name).toBe("cv.pdf");
  });
});
