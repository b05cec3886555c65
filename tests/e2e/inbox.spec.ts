import fs from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_DICTIONARIES } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { INBOX_ADMIN_TEXT } from "#app/modules/contact/inbox-admin-text.ts";
import { startTestMailServer, type TestMailServer, waitFor } from "#tests/setup/mail-server.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * The inbox (issue 11): invitation fields and attribution, server-side filters, search and pages, CSV
 * export, the .ics file, delivery status and "Resend" against a real SMTP server, and the notice and
 * settings of notifications; the list with its detail view (issue 30). Its own server with e-mail on; runs
 * in the desktop project only (the phone layout gets a context of its own).
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const OWNER = "owner@example.com";
let server: FreshServer;
let mail: TestMailServer;
const admin = { username: "", password: "" };
let ipCounter = 0;

test.beforeAll(async () => {
  mail = await startTestMailServer();
  server = await startFreshServer({
    SMTP_URL: mail.url,
    MAIL_FROM: "Site <site@example.com>",
    OWNER_EMAIL: OWNER,
    OUTBOX_POLL_MS: "100",
    OUTBOX_BACKOFF_BASE_MS: "200",
    OUTBOX_BACKOFF_MAX_MS: "1000",
    // Each test message comes from an address of its own (X-Forwarded-For), below the per-IP limit.
    TRUST_PROXY: "loopback",
  });
  const init = await fetch(`${server.baseURL}/api/init`, { method: "POST" });
  const body = (await init.json()) as { username: string; password: string };
  admin.username = body.username;
  admin.password = body.password;
});

test.afterAll(async () => {
  await server?.stop();
  await mail?.close();
});


const url = (pathname: string) => `${server.baseURL}${pathname}`;
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
/** The inbox's compact list: one button per message, which opens it in the detail. */
const messageList = (page: Page) => page.getByRole("list", { name: /^(Messages|Mensagens)$/ });
const listItems = (page: Page) => messageList(page).getByRole("button");

async function sendMessage(request: APIRequestContext, data: Record<string, unknown>): Promise<void> {
  ipCounter += 1;
  const res = await request.post(url("/api/messages"), { data, headers: { "x-forwarded-for": `10.11.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` } });
  expect(res.status(), await res.text()).toBe(201);
}

async function signIn(page: Page): Promise<void> {
  await page.goto(url("/admin/login"));
  await page.getByLabel("Username").fill(admin.username);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 15_000 });
}

const INVITATION = {
  kind: "speaking",
  name: "Bruno Organizer",
  email: "bruno@example.org",
  eventDetails: "Opening keynote, 40 minutes and Q&A.",
  message: "We would love you to open the AI Summit.",
  language: "pt",
  eventName: "AI Summit Nordeste",
  eventDate: "2027-03-12",
  eventCity: "Recife",
  eventCountry: "Brasil",
  eventFormat: "hybrid",
  audienceSize: 1200,
  talkLanguage: "pt",
  budget: "BRL 20-30 mil",
  decisionDeadline: "2027-01-15",
  sourcePage: "/pt/articles/the-rise-of-multimodal-ai-models-2025",
  landingReferrer: "https://www.linkedin.com/",
  utmSource: "linkedin",
  utmCampaign: "summit-2027",
};

test("an invitation shows its details, where it came from and the delivery of its notifications; a failed one is resent", async ({ page, request }) => {
  mail.rejectRecipient(INVITATION.email);
  await sendMessage(request, INVITATION);
  const ownerMail = await waitFor(() => mail.to(OWNER).find((m) => m.replyTo.includes(INVITATION.email)), "the owner's e-mail");

  // The link in the e-mail opens the message in the admin.
  const link = /Open it in the admin: (\S+)/.exec(ownerMail.text)?.[1];
  expect(link).toMatch(new RegExp(`^${server.baseURL}/admin\\?tab=inbox&message=\\d+$`));
  await signIn(page);
  await page.goto(link!);
  const card = page.getByRole("article", { name: "Unread: Speaking invitation from Bruno Organizer" });
  await expect(card).toBeVisible();
  await expect(page.getByRole("button", { name: "Back to messages" })).toBeVisible();
  // The list stands beside the detail, the opened message marked as the current one.
  await expect(listItems(page).filter({ hasText: "Bruno Organizer" })).toHaveAttribute("aria-current", "true");
  for (const [label, value] of [
    ["Event", "AI Summit Nordeste"],
    ["Date", "2027-03-12"],
    ["City and country", "Recife, Brasil"],
    ["Format", "Hybrid"],
    ["Expected audience", "1,200 people"],
    ["Talk language", "Portuguese"],
    ["Fee or budget", "BRL 20-30 mil"],
    ["Decision needed by", "2027-01-15"],
    ["Sent from page", "/pt/articles/the-rise-of-multimodal-ai-models-2025"],
    ["Landing referrer", "https://www.linkedin.com/"],
    ["utm_source", "linkedin"],
    ["utm_campaign", "summit-2027"],
  ]) {
    await expect(card.getByRole("definition").filter({ hasText: value! }).first(), label).toBeVisible();
    await expect(card.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }

  const delivery = card.getByRole("list", { name: "Delivery of the message from Bruno Organizer" });
  const toOwner = delivery.getByRole("listitem", { name: "Notification to you" });
  const acknowledgement = delivery.getByRole("listitem", { name: "Acknowledgement to sender" });
  await expect(toOwner.getByText("Sent", { exact: true })).toBeVisible();
  await expect(toOwner.getByText(`Sent to ${OWNER}`, { exact: false })).toBeVisible();
  // After a reload the list, the counts and the message load side by side: on a busy machine that takes a while.
  await page.reload();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(acknowledgement.getByText("Failed", { exact: true })).toBeVisible();
  await expect(acknowledgement.getByText(/Last error: .*550/)).toBeVisible();
  await expectNoAxeViolations(page);

  mail.accept();
  await acknowledgement.getByRole("button", { name: "Resend acknowledgement to sender" }).click();
  await expect(toasts(page).getByText("Acknowledgement to sender queued again")).toBeVisible();
  const ack = await waitFor(() => mail.to(INVITATION.email)[0], "the resent acknowledgement");
  expect(ack.subject).toBe("Recebemos seu convite para palestra");
  await page.reload();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(acknowledgement.getByText("Sent", { exact: true })).toBeVisible();

  await toOwner.getByRole("button", { name: "Resend notification to you" }).click();
  await waitFor(() => mail.to(OWNER).filter((m) => m.replyTo.includes(INVITATION.email)).length === 2 || undefined, "a second notification");

  await page.getByRole("button", { name: "Back to messages" }).click();
  await expect(page).toHaveURL(/tab=inbox$/);
  await expect(listItems(page)).toHaveCount(1);
  await expect(card).toHaveCount(0);
});

test("an accepted invitation with a date gives the owner a calendar file", async ({ page }) => {
  await signIn(page);
  await page.getByRole("tab", { name: /Inbox/ }).click();
  await listItems(page).filter({ hasText: "Bruno Organizer" }).click();
  const card = page.getByRole("article", { name: /Speaking invitation from Bruno Organizer/ });
  await expect(card.getByRole("link", { name: /Add to calendar/ })).toHaveCount(0);
  await card.getByRole("combobox", { name: "Status of the invitation from Bruno Organizer" }).click();
  await page.getByRole("option", { name: "Accepted" }).click();
  await expect(toasts(page).getByText("Invitation marked as Accepted")).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: /Add to calendar/ }).click()]);
  expect(download.suggestedFilename()).toBe("talk-ai-summit-nordeste-2027-03-12.ics");
  const ics = await fs.readFile(await download.path(), "utf8");
  expect(ics).toContain("DTSTART;VALUE=DATE:20270312");
  expect(ics).toContain("SUMMARY:Talk: AI Summit Nordeste");
});

test("filters, search and pages come from the server, and the filtered list exports as CSV", async ({ page, request }) => {
  for (let i = 1; i <= 23; i++) {
    await sendMessage(request, { kind: "contact", name: `Reader ${String(i).padStart(2, "0")}`, email: `reader${i}@example.com`, message: `Question number ${i}.` });
  }
  await sendMessage(request, { kind: "speaking", name: "Lisbon Organiser", email: "lisbon@example.pt", eventDetails: "Web conference", message: "Talk in Lisboa?", eventCity: "Lisboa" });
  await signIn(page);
  const inboxTab = page.getByRole("tab", { name: /Inbox/ });
  await inboxTab.click();
  const items = listItems(page);
  await expect(page.getByText("25 messages · 25 unread")).toBeVisible();
  await expect(items).toHaveCount(20);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  // Each line: unread, the sender, when it came, the kind and an invitation's status.
  await expect(items.first()).toHaveAccessibleName(/^Unread: Lisbon Organiser Received .*Speaking invitation New$/);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(items).toHaveCount(5);
  await expect(items.last()).toHaveAccessibleName(/^Unread: Bruno Organizer Received .*Speaking invitation Accepted Event March 12, 2027$/);
  await expectNoAxeViolations(page);

  await page.getByLabel("Search messages").fill("LISBOA");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAccessibleName(/Lisbon Organiser/);
  await expect(page.getByText("1 message matches these filters")).toBeVisible();
  await page.getByLabel("Search messages").fill("");
  await expect(page.getByText("Page 1 of 2")).toBeVisible();

  await page.getByRole("combobox", { name: "Read" }).click();
  await page.getByRole("option", { name: "Read", exact: true }).click();
  await expect(page.getByText("No messages match these filters.")).toBeVisible();
  await page.getByRole("combobox", { name: "Read" }).click();
  await page.getByRole("option", { name: "Unread" }).click();
  await expect(page.getByText("25 messages match these filters")).toBeVisible();

  await page.getByRole("combobox", { name: "Form" }).click();
  await page.getByRole("option", { name: "Speaking invitations" }).click();
  await expect(items).toHaveCount(2);
  await items.filter({ hasText: "Lisbon Organiser" }).click();
  await page.getByRole("article", { name: /Lisbon Organiser/ }).getByRole("button", { name: "Mark as read" }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAccessibleName(/Bruno Organizer/);
  await expect(inboxTab).toHaveAccessibleName("Inbox 24 unread");

  await page.getByRole("combobox", { name: "Form" }).click();
  await page.getByRole("option", { name: "Contact messages" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Export CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await fs.readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^id,received,kind,status,read,form language,name,email,/);
  expect(lines).toHaveLength(24); // the header and the 23 unread contact messages
  expect(lines.slice(1).every((line) => line.includes(",contact,,false,en,Reader "))).toBe(true);
});

test("the inbox is a list with a detail view: side by side at 1366 px, one after the other on a phone, the selection kept in the URL", async ({ browser }) => {
  // Wide screen, English: the item is a button; Enter opens the message beside the list and moves the focus to its heading.
  const wide = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await wide.newPage();
  await signIn(page);
  await page.goto(url("/admin?tab=inbox"));
  await expect(page.getByText("Choose a message in the list to read it here.")).toBeVisible();
  const item = listItems(page).filter({ hasText: "Reader 10" });
  await item.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]message=\d+/);
  const heading = page.getByRole("heading", { name: "Reader 10", level: 3 });
  await expect(heading).toBeFocused();
  await expect(item).toHaveAttribute("aria-current", "true");
  const detail = page.getByRole("article", { name: "Unread: Contact form from Reader 10" });
  await expect(detail.getByText("Question number 10.")).toBeVisible();
  const listBox = (await messageList(page).boundingBox())!;
  const detailBox = (await detail.boundingBox())!;
  expect(detailBox.x, "the detail stands to the right of the list").toBeGreaterThanOrEqual(listBox.x + listBox.width);
  expect(detailBox.x + detailBox.width).toBeLessThanOrEqual(1366);
  await expectNoAxeViolations(page);
  // A reload keeps the selection; "Back to messages" closes it and gives the focus back to its item.
  await page.reload();
  await expect(detail).toBeVisible({ timeout: 15_000 });
  await expect(listItems(page).filter({ hasText: "Reader 10" })).toHaveAttribute("aria-current", "true");
  await page.getByRole("button", { name: "Back to messages" }).click();
  await expect(page).not.toHaveURL(/message=/);
  await expect(detail).toHaveCount(0);
  await expect(listItems(page).filter({ hasText: "Reader 10" })).toBeFocused();
  await wide.close();

  // A phone, Portuguese: the list, then the message alone with a back button, then the list again.
  const login = await fetch(url("/api/auth/login"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) });
  const { token } = (await login.json()) as { token: string };
  const setLanguage = async (language: "en" | "pt") => {
    const res = await fetch(url("/api/auth/me"), {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ language }),
    });
    expect(res.status).toBe(200);
  };
  await setLanguage("pt");
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "pt-BR", hasTouch: true, isMobile: true });
  try {
    const mobile = await phone.newPage();
    await mobile.goto(url("/admin/login"));
    await mobile.getByLabel("Usuário").fill(admin.username);
    await mobile.getByLabel("Senha", { exact: true }).fill(admin.password);
    await mobile.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(mobile.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible({ timeout: 15_000 });
    await mobile.goto(url("/admin?tab=inbox"));
    const pt = { ...ADMIN_DICTIONARIES.pt.text, ...INBOX_ADMIN_TEXT.pt };
    await expect(mobile.getByText(pt.openHint)).toBeHidden();
    await listItems(mobile).filter({ hasText: "Reader 10" }).click();
    const ptDetail = mobile.getByRole("article", { name: `${pt.unreadPrefix}${pt.kindFrom.replace("{kind}", pt.kindContact).replace("{name}", "Reader 10")}` });
    await expect(ptDetail).toBeVisible();
    await expect(mobile.getByRole("heading", { name: "Reader 10", level: 3 })).toBeFocused();
    await expect(messageList(mobile)).toBeHidden();
    const back = mobile.getByRole("button", { name: pt.backToMessages });
    await expect(back).toBeInViewport();
    await expectNoAxeViolations(mobile);
    await mobile.reload();
    await expect(ptDetail).toBeVisible({ timeout: 15_000 });
    await expect(messageList(mobile)).toBeHidden();
    await back.click();
    await expect(messageList(mobile)).toBeVisible();
    await expect(ptDetail).toHaveCount(0);
    await expect(listItems(mobile).filter({ hasText: "Reader 10" })).toBeFocused();
    await expectNoAxeViolations(mobile);
  } finally {
    await phone.close();
    await setLanguage("en");
  }
});

test("the filters' names show whole on a phone and a wide screen, in both languages", async ({ browser }) => {
  // Issue 30: at 390 px the selects kept their wide-screen widths and cut "Convites para palestras" short.
  const login = await fetch(url("/api/auth/login"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) });
  const { token } = (await login.json()) as { token: string };
  const setLanguage = async (language: "en" | "pt") => {
    const res = await fetch(url("/api/auth/me"), {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ language }),
    });
    expect(res.status).toBe(200);
  };
  try {
    for (const language of ["en", "pt"] as const) {
      await setLanguage(language);
      const t = { ...ADMIN_DICTIONARIES[language].text, ...INBOX_ADMIN_TEXT[language] };
      for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
        const phone = viewport.width < 640;
        const context = await browser.newContext({ viewport, ...(phone ? { hasTouch: true, isMobile: true } : {}) });
        try {
          const page = await context.newPage();
          await page.goto(url("/admin/login"));
          await page.getByLabel(ADMIN_DICTIONARIES.en.text.username).fill(admin.username);
          await page.getByLabel(ADMIN_DICTIONARIES.en.text.password, { exact: true }).fill(admin.password);
          await page.getByRole("button", { name: ADMIN_DICTIONARIES.en.text.signIn, exact: true }).click();
          await expect(page.getByRole("heading", { name: t.dashboard, level: 1 })).toBeVisible({ timeout: 15_000 });
          await page.goto(url("/admin?tab=inbox"));
          const where = `${language} at ${viewport.width} px`;
          const search = page.getByRole("searchbox", { name: t.searchMessages });
          await expect(search).toBeVisible();
          for (const name of [t.form, t.invitationStatus, t.readFilter]) {
            const select = page.getByRole("combobox", { name, exact: true });
            const box = (await select.boundingBox())!;
            expect(box.x, `${where}: "${name}" starts on screen`).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, `${where}: "${name}" ends on screen`).toBeLessThanOrEqual(viewport.width);
            // On a phone, one filter a row, as wide as the search box.
            if (phone) expect(Math.round(box.width), `${where}: "${name}" is as wide as the search`).toBe(Math.round((await search.boundingBox())!.width));
            // On a wide screen, one row over the list and the detail.
            else expect(Math.round(box.y), `${where}: "${name}" stands in the search's row`).toBe(Math.round((await search.boundingBox())!.y));
            const options = await (async () => {
              await select.click();
              const names = await page.getByRole("option").allTextContents();
              await page.keyboard.press("Escape");
              return names;
            })();
            expect(options.length, where).toBeGreaterThan(1);
            for (const option of options) {
              await select.click();
              await page.getByRole("option", { name: option, exact: true }).click();
              await expect(select).toHaveText(option);
              const cut = await select.locator("span").first().evaluate((span) => span.scrollWidth > span.clientWidth);
              expect(cut, `${where}: "${option}" shows whole in "${name}"`).toBe(false);
            }
          }
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await setLanguage("en");
  }
});

test("Settings shows where notifications go and switches acknowledgements off and on", async ({ page }) => {
  await signIn(page);
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
  await expect(page.getByText(`On: notifications go to ${OWNER}, sent from Site <site@example.com>`)).toBeVisible();
  const acknowledgements = page.getByRole("switch", { name: "Acknowledge each message to its sender" });
  await expect(acknowledgements).toBeChecked();
  await expect(page.getByRole("note", { name: "E-mail notifications are off" })).toHaveCount(0);
  await acknowledgements.click();
  await expect(toasts(page).getByText("Acknowledgements switched off")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Acknowledge each message to its sender" })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole("switch", { name: "Acknowledge each message to its sender" }).click();
  await expect(toasts(page).getByText("Acknowledgements switched on")).toBeVisible();
});

test("without SMTP_URL the inbox and Settings say that notifications are off and how to turn them on", async ({ page }) => {
  const plain = await startFreshServer();
  try {
    const init = (await (await fetch(`${plain.baseURL}/api/init`, { method: "POST" })).json()) as { username: string; password: string };
    await page.goto(`${plain.baseURL}/admin/login`);
    await page.getByLabel("Username").fill(init.username);
    await page.getByLabel("Password", { exact: true }).fill(init.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("tab", { name: /Inbox/ }).click();
    const notice = page.getByRole("note", { name: "E-mail notifications are off" });
    await expect(notice).toContainText("set up e-mail in Settings › E-mail");
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByRole("switch", { name: "Acknowledge each message to its sender" })).toBeDisabled();
    await expect(page.getByRole("tabpanel", { name: "Settings" }).getByRole("note", { name: "E-mail notifications are off" })).toBeVisible();
  } finally {
    // Leave the admin before its server stops, so that no request of the open tab fails meanwhile.
    await page.goto("about:blank");
    await plain.stop();
  }
});
