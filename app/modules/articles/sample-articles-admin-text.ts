export type SampleArticlesAdminText = typeof en;

/** The confirmation before the six sample articles are published (issue 30), in the admin's two languages. */
const en = {
  confirmTitle: "Publish six sample articles?",
  confirmText:
    "Six stock articles about AI trends will be published on the public site at once, in English, with sample images. Use them to see how the site looks, then edit or delete them.",
  confirmAction: "Publish the six articles",
  publishing: "Publishing...",
};

const pt: typeof en = {
  confirmTitle: "Publicar seis artigos de exemplo?",
  confirmText:
    "Seis artigos prontos sobre tendências de IA serão publicados no site agora, em inglês, com imagens de exemplo. Use-os para ver como o site fica e depois edite ou apague.",
  confirmAction: "Publicar os seis artigos",
  publishing: "Publicando...",
};

export const SAMPLE_ARTICLES_ADMIN_TEXT = { en, pt } as const;
