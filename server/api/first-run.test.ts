import { describe, expect, it } from "vitest";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer } from "#tests/setup/test-server.ts";

describe.each(ENGINES)("GET /api/first-run (%s)", (engine) => {
  it("is the admin's alone, and ticks off the changed password from the server's state, for good", async () => {
    const server = await startTestServer(engine);
    try {
      expect((await server.request("GET", "/api/first-run")).status).toBe(401);
      const { token, password } = await server.signInAdmin();
      const first = await server.request("GET", "/api/first-run", { token });
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-store");
      expect(first.body).toEqual({
        steps: [
          { id: "photos", done: false },
          { id: "password", done: false },
          { id: "email", done: false },
          { id: "mail", done: false },
          { id: "twoFactor", done: false },
        ],
        complete: false,
      });
      const newPassword = "a-Much-Longer-Owner-Passphrase-2026";
      const changed = await server.request("POST", "/api/auth/password", { token, body: { currentPassword: password, newPassword, confirmPassword: newPassword } });
      expect(changed.status).toBe(200);
      const { token: second } = await server.request<{ token: string }>("POST", "/api/auth/login", { body: { username: "admin", password: newPassword } }).then((r) => r.body);
      const after = await server.request<{ steps: { id: string; done: boolean }[] }>("GET", "/api/first-run", { token: second });
      expect(after.body.steps.find((step) => step.id === "password")).toEqual({ id: "password", done: true });
      // The audit log that said so may be pruned later: the tick stays.
      await server.database.db.deleteFrom("audit_events").execute();
      const later = await server.request<{ steps: { id: string; done: boolean }[] }>("GET", "/api/first-run", { token: second });
      expect(later.body.steps.find((step) => step.id === "password")?.done).toBe(true);
    } finally {
      await server.close();
    }
  });
});
