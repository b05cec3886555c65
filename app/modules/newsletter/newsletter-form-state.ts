/** The hidden field that marks a page's form body as the newsletter's, its value the form's id. */
export const NEWSLETTER_FORM_FIELD = "newsletter-form";

/** A subscribe form's state after it was sent without script. */
export interface NewsletterFormState {
  /** What was typed (kept on an error). */
  email?: string;
  error?: string;
  /** The answer after a request was taken. */
  accepted?: string;
}

/** A page's answer to its newsletter form: which form was sent (the footer's, the article's) and its state. */
export interface NewsletterAnswer extends NewsletterFormState {
  form: string;
}
