/** The inbox's list and detail words (issue 30), in the admin's two languages; `pt` has the same keys. */
const en = {
  clearFilters: "Clear filters",
  backToMessages: "Back to messages",
  /** Read before the date on which a message came, in the list. */
  received: "Received ",
  eventOn: "Event {date}",
  openHint: "Choose a message in the list to read it here.",
  /** The detail pane's label, for screen readers. */
  detail: "Selected message",
};

const pt: typeof en = {
  clearFilters: "Limpar filtros",
  backToMessages: "Voltar às mensagens",
  received: "Recebida em ",
  eventOn: "Evento {date}",
  openHint: "Escolha uma mensagem na lista para lê-la aqui.",
  detail: "Mensagem selecionada",
};

export const INBOX_ADMIN_TEXT = { en, pt } as const;
