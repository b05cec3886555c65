import { TRANSLATIONS } from "../../app/i18n/translations.ts";
import { expect, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * The speaking-invite form's optional event details and the visitor's source (issue 11), in both
 * languages: what an organiser types reaches the owner's inbox with the landing page's referrer and
 * UTM parameters. A fresh server of its own (the forms are rate limited per address).
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: FreshServer;
let token = "";
test.beforeAll(async ({ request }) => {
  server = await startFreshServer();
  const init = await request.post(`${server.baseURL}/api/init`);
  const { username, password } = (await init.json()) as { username: string; password: string };
  const login = await request.post(`${server.baseURL}/api/auth/login`, { data: { username, password } });
  token = ((await login.json()) as { token: string }).token;
});
test.afterAll(async () => {
  await server?.stop();
});

const CASES = [
  {
    lang: "en",
    path: "/",
    audienceError: "Enter a whole number of people, from 1 to 1,000,000",
    format: "Hybrid",
    talk: "Portuguese",
    expected: { eventFormat: "hybrid", talkLanguage: "pt" },
  },
  {
    lang: "pt",
    path: "/pt",
    audienceError: "Informe um número inteiro de pessoas, de 1 a 1.000.000",
    format: "Presencial",
    talk: "Inglês",
    expected: { eventFormat: "in_person", talkLanguage: "en" },
  },
] as const;

for (const { lang, path, audienceError, format, talk, expected } of CASES) {
  test(`${lang}: the invitation's optional event details and where the visitor came from reach the inbox`, async ({ page, request }) => {
    const t = TRANSLATIONS[lang];
    // Landed from a LinkedIn post with UTM parameters, then sent the form from the home page.
    await page.goto(`${server.baseURL}${path}?utm_source=linkedin&utm_medium=social&utm_campaign=keynote-${lang}`, {
      referer: "https://www.linkedin.com/feed/",
    });
    await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
    const form = page.locator("#speaking form");
    await form.getByLabel(t.name).fill(`Organiser ${lang}`);
    await form.getByLabel(t.email).fill(`organiser.${lang}@example.org`);
    await form.getByLabel(t.eventDetails).fill("Annual summit of the AI association");
    await form.getByLabel(t.message).fill("We would love an opening keynote.");

    // The details are folded away; a wrong audience opens them and says what is wrong, in the page's language.
    const details = form.getByText(t.moreAboutEvent);
    await expect(form.getByLabel(t.eventName)).toBeHidden();
    await details.click();
    await form.getByLabel(t.eventName).fill("AI Summit Nordeste");
    await form.getByLabel(t.eventDate).fill("2027-03-12");
    await form.getByLabel(t.eventCity).fill("Recife");
    await form.getByLabel(t.eventCountry).fill("Brasil");
    await form.getByLabel(t.eventFormat).selectOption({ label: format });
    await form.getByLabel(t.audienceSize).fill("lots");
    await form.getByLabel(t.talkLanguage).selectOption({ label: talk });
    await form.getByLabel(t.budget).fill("USD 5-8k");
    await form.getByLabel(t.decisionDeadline).fill("2027-01-15");
    await details.click(); // folded again: the error must open it
    await form.getByRole("button", { name: t.sendInvite }).click();
    const audience = form.getByLabel(t.audienceSize);
    await expect(audience).toBeVisible();
    await expect(audience).toBeFocused();
    await expect(audience).toHaveAccessibleDescription(audienceError);

    await audience.fill("1.200");
    await form.getByRole("button", { name: t.sendInvite }).click();
    await expect(page.locator('[data-slot="toast"]')).toHaveText(t.requestSent);

    const list = await request.get(`${server.baseURL}/api/messages?kind=speaking`, { headers: { Authorization: `Bearer ${token}` } });
    const messages = (await list.json()) as Record<string, unknown>[];
    expect(messages.find((m) => m.name === `Organiser ${lang}`)).toMatchObject({
      language: lang,
      eventName: "AI Summit Nordeste",
      eventDate: "2027-03-12",
      eventCity: "Recife",
      eventCountry: "Brasil",
      audienceSize: 1200,
      budget: "USD 5-8k",
      decisionDeadline: "2027-01-15",
      sourcePage: path,
      landingReferrer: "https://www.linkedin.com/feed/",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: `keynote-${lang}`,
      ...expected,
    });
  });
}
