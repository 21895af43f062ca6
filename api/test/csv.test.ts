import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "../src/services/csv";

describe("csv", () => {
  it("quotes cells with commas, quotes or line breaks, and leaves plain ones alone", () => {
    expect(csvRow(["Mia", "Tran, Jr", 'say "hi"', "two\nlines", null, 42, true])).toBe(
      'Mia,"Tran, Jr","say ""hi""","two\nlines",,42,true\r\n',
    );
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+61 400 000 000")).toBe("'+61 400 000 000");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a=b")).toBe("a=b");
  });
});
