/** The owner's first steps after initialisation (issue 30), in the order the dashboard lists them. */
export const FIRST_RUN_STEPS = ["password", "email", "photos", "mail", "twoFactor"] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

/** `GET /api/first-run`: whether each step is done, read from the server's state. */
export interface FirstRunChecklist {
  steps: { id: FirstRunStep; done: boolean }[];
  /** Every step done: the dashboard stops showing the list. */
  complete: boolean;
}

/** The sample photos shipped with the site: an image still under this folder has not been replaced. */
export const SAMPLE_PHOTOS_PREFIX = "/press-photos/";
