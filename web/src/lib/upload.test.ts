import { describe, expect, it } from "vitest";
import { uploadFormData } from "./upload";

describe("uploadFormData", () => {
  it("fills a list variable file by file (the bulk upload's images.0, images.1)", async () => {
    const first = new File(["a"], "pending-upload-1.jpg", { type: "image/jpeg" });
    const second = new File(["b"], "pending-upload-2.jpg", { type: "image/jpeg" });
    const variables = { images: [] as unknown[] };
    const body = uploadFormData("mutation B($images: [Upload!]!) { x }", variables, { "images.0": first, "images.1": second });

    expect(JSON.parse(body.get("operations") as string).variables).toEqual({ images: [null, null] });
    expect(JSON.parse(body.get("map") as string)).toEqual({ 0: ["variables.images.0"], 1: ["variables.images.1"] });
    expect((body.get("0") as File).name).toBe("pending-upload-1.jpg");
    expect(await (body.get("1") as File).text()).toBe("b");
    // The caller's variables are left as they were.
    expect(variables).toEqual({ images: [] });
  });

  it("puts null in a plain variable beside the others", () => {
    const image = new File(["c"], "banner.png", { type: "image/png" });
    const body = uploadFormData("mutation U($image: Upload, $id: Int!) { x }", { id: 7 }, { image });
    expect(JSON.parse(body.get("operations") as string).variables).toEqual({ id: 7, image: null });
    expect(JSON.parse(body.get("map") as string)).toEqual({ 0: ["variables.image"] });
  });
});
