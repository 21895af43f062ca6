import { expect, test } from "./fixtures";
import { expectNoAxeViolations, screenshots } from "./form-helpers";

// /contact: the agency's details with a way to the office, and the validated 'Send a Message' form.

test("the contact page shows the details and a directions link; a message is sent with the success toast", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByText("Monday-Friday: 9am - 6pm AEST").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "info@stellartalent.com.au" }).first()).toBeVisible();
  await expect(page.getByText("Map location would display here")).toHaveCount(0);
  const directions = page.getByRole("link", { name: /Get directions/ });
  await expect(directions).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/search\?query=.*1234%20High%20Street.*Malvern/);
  await expect(directions).toHaveAttribute("target", "_blank");
  await screenshots(page, "contact");

  const sent: string[] = [];
  page.on("request", (req) => {
    if ((req.postData() ?? "").includes("sendContactMessage")) sent.push(req.postData()!);
  });
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Subject").fill("Booking enquiry");
  await page.getByRole("textbox", { name: "Message" }).fill("Do you have presenters available in May?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully")).toBeVisible();
  await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!).variables.input).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", phone: null });
});

test("the contact form names each problem and sends nothing", async ({ page }) => {
  let sent = 0;
  page.on("request", (req) => {
    if ((req.postData() ?? "").includes("sendContactMessage")) sent += 1;
  });
  await page.goto("/contact");
  await page.getByLabel("Name").fill("A");
  await page.getByRole("textbox", { name: "Message" }).fill("Too short");
  await page.getByRole("button", { name: "Send Message" }).click();
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([
    "Name must be at least 2 characters.",
    "Email: please enter a valid email address.",
    "Subject must be at least 2 characters.",
    "Message must be at least 10 characters.",
  ]);
  await summary.getByRole("link", { name: "Subject must be at least 2 characters." }).click();
  await expect(page.getByLabel("Subject")).toBeFocused();
  await expect(page.getByText("Error: Message must be at least 10 characters.")).toBeVisible();
  expect(sent).toBe(0);
});

test("a message the server cannot take shows the failure toast", async ({ page }) => {
  await page.goto("/contact");
  await page.route("/graphql", (route) =>
    (route.request().postData() ?? "").includes("sendContactMessage") ? route.abort("connectionreset") : route.continue(),
  );
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Subject").fill("Booking enquiry");
  await page.getByRole("textbox", { name: "Message" }).fill("Do you have presenters available in May?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Failed to send message")).toBeVisible();
  await expect(page.getByText("Please try again or contact us directly via phone.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Ada Lovelace");
});

test("the contact page has no axe violations in light and dark themes", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Send a Message" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("error-summary")).toBeVisible();
  await expectNoAxeViolations(page);
});
