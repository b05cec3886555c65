import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Input } from "#app/components/ui/input.tsx";
import { AdminLanguageProvider } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { QuerySnapshot } from "../query-client.ts";
import { Field } from "./field.tsx";
import { QueryState } from "./query-state.tsx";

type Query<T> = QuerySnapshot<T> & { refetch: () => Promise<void> };
const query = <T,>(state: Partial<QuerySnapshot<T>>): Query<T> => ({
  data: undefined,
  error: null,
  isLoading: false,
  isFetching: false,
  total: undefined,
  refetch: async () => {},
  ...state,
});

function states(q: Query<string[]>, language: "en" | "pt" = "en"): string {
  return renderToStaticMarkup(
    <AdminLanguageProvider initialLanguage={language}>
      <QueryState query={q} loading="Loading talks..." failed={(reason) => `Could not load: ${reason}`} empty={{ when: (list) => list.length === 0, message: "No talks yet" }}>
        {(list) => <ul>{list.map((item) => <li key={item}>{item}</li>)}</ul>}
      </QueryState>
    </AdminLanguageProvider>,
  );
}

describe("QueryState: the admin's loading, error and empty ladder", () => {
  it("shows a status line while nothing has arrived", () => {
    const html = states(query({ isLoading: true }));
    expect(html).toContain('role="status"');
    expect(html).toContain("Loading talks...");
    expect(html).not.toContain("<ul>");
  });

  it("shows the failure as an alert with the reason and a Retry button in the admin's language", () => {
    const failed = query<string[]>({ error: new Error("Server unavailable") });
    expect(states(failed)).toMatch(/role="alert"[\s\S]*Could not load: Server unavailable[\s\S]*Retry/);
    expect(states(failed, "pt")).toContain("Tentar de novo");
  });

  it("keeps data on screen when a refresh fails", () => {
    expect(states(query({ data: ["Keynote"], error: new Error("offline") }))).toContain("<li>Keynote</li>");
  });

  it("shows the empty state for an empty answer and the list otherwise", () => {
    expect(states(query({ data: [] }))).toContain("No talks yet");
    const html = states(query({ data: ["Keynote", "Panel"] }));
    expect(html).toContain("<li>Keynote</li><li>Panel</li>");
    expect(html).not.toContain("No talks yet");
  });
});

describe("Field: label, control, description and error wired once", () => {
  it("names the control by its label and describes it by the help and the error", () => {
    const html = renderToStaticMarkup(
      <Field id="slug" label="Slug" description="Lowercase words and hyphens" error="Slug is taken" alert>
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(html).toContain('for="slug"');
    expect(html).toMatch(/<input[^>]*id="slug"[^>]*aria-describedby="slug-description slug-error"[^>]*aria-invalid="true"|<input[^>]*aria-describedby="slug-description slug-error"[^>]*aria-invalid="true"[^>]*id="slug"/);
    expect(html).toContain('id="slug-error" role="alert"');
  });

  it("leaves the control valid and undescribed without a help line or an error", () => {
    const html = renderToStaticMarkup(<Field label="Title">{(control) => <Input {...control} />}</Field>);
    expect(html).not.toContain('aria-invalid="');
    expect(html).not.toContain("aria-describedby=");
  });
});
