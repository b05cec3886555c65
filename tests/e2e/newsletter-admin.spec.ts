import { expect, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * The admin's side of the newsletter (issue 25): the Newsletter tab and the article editor's switch.
 * A fresh server of its own (it writes).
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: FreshServer;
const owner = { username: "", password: "" };
let token = "";
test.beforeAll(async ({ request }) => {
  server = await startFreshServer();
  Object.assign(owner, await (await request.post(`${server.baseURL}/api/init`)).json());
  token = ((await (await request.post(`${server.baseURL}/api/auth/login`, { data: owner })).json()) as { token: string }).token;
  const headers = { Authorization: `Bearer ${token}` };
  await request.post(`${server.baseURL}/api/newsletter/import`, {
    headers,
    data: { source: "keynote sign-up sheet", rows: [{ email: "ana@example.org", language: "pt" }, { email: "bob@example.org", language: "en" }] },
  });
  await request.post(`${server.baseURL}/api/articles`, { headers, data: { title: "A draft for readers", slug: "a-draft-for-readers", content: "<p>Not live yet, but soon.</p>" } });
});
test.afterAll(async () => {
  await server?.stop();
});

test("the Newsletter tab lists, filters and erases subscribers; the editor's newsletter switch is saved with the article", async ({ page, request }) => {
  await page.goto(`${server.baseURL}/admin/login`);
  await page.getByLabel("Username").fill(owner.username);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 20_000 });

  await page.getByRole("tab", { name: "Newsletter" }).click();
  const tab = page.getByRole("region", { name: "Newsletter" });
  const table = tab.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(3);
  await tab.getByLabel("Language", { exact: true }).selectOption("pt");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByText("ana@example.org")).toBeVisible();
  await tab.getByLabel("Language", { exact: true }).selectOption("");
  await tab.getByRole("button", { name: "Erase bob@example.org" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: /delete|erase/i }).click();
  await expect(table.getByText("bob@example.org")).toHaveCount(0);
  await expect(tab.getByText("Page 1 of 1 · 1 subscribers")).toBeVisible();

  await page.getByRole("tab", { name: "Articles" }).click();
  await page.getByRole("button", { name: "Edit A draft for readers" }).click();
  const dialog = page.getByRole("dialog");
  const newsletter = dialog.getByRole("switch", { name: "Send to newsletter subscribers (English)" });
  await expect(newsletter).not.toBeChecked();
  await newsletter.click();
  await dialog.getByRole("button", { name: "Update Article" }).click();
  await expect(dialog).toBeHidden();
  const all = await request.get(`${server.baseURL}/api/articles/admin/all`, { headers: { Authorization: `Bearer ${token}` } });
  const saved = ((await all.json()) as { slug: string; newsletter: boolean }[]).find((article) => article.slug === "a-draft-for-readers");
  expect(saved?.newsletter).toBe(true);
  await page.reload();
  await page.getByRole("button", { name: "Edit A draft for readers" }).click();
  await expect(page.getByRole("dialog").getByRole("switch", { name: "Send to newsletter subscribers (English)" })).toBeChecked();
});
