/**
 * The owner's first steps after initialisation (issue 30), in the order the dashboard lists them: replacing
 * the sample photos first (the site shows placeholders until then), then the account's safety and e-mail.
 */
export const FIRST_RUN_STEPS = ["photos", "password", "email", "mail", "twoFactor"] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

/** `GET /api/first-run`: whether each step is done, read from the server's state. */
export interface FirstRunChecklist {
  steps: { id: FirstRunStep; done: boolean }[];
  /** Every step done: the dashboard stops showing the list. */
  complete: boolean;
}

/** Where the checklist's photo step leads: the Site content tab with the Hero's portrait focused. */
export const REPLACE_PORTRAIT_SEARCH = { tab: "content", focus: "hero.image" } as const;
