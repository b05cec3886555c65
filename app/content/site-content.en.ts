/**
 * SAMPLE CONTENT (English) for a FICTIONAL persona - replace before going live.
 * Caio Menezes Aragão, his companies, the museum, the awards, the book, the quotes,
 * the e-mail addresses and the social profiles are all invented.
 * Keep the facts (names, numbers, dates, URLs) identical to site-content.pt.ts.
 * See the header of site-content.ts for how to replace it.
 */
import { BOOK_PREVIEW_PAGES } from "./site-content.pt.ts";
import type { ImageAsset, PressContact, SiteContent } from "./site-content.ts";

/* ---------- shared facts (identical in site-content.pt.ts) ---------- */

const NAME = "Caio Menezes Aragão";
const EMAIL = "contact@caioaragao.example.com";
const PRESS_EMAIL = "press@caioaragao.example.com";
const WEBSITE = "https://caioaragao.example.com";
const LINKEDIN = "https://www.linkedin.com/in/caio-aragao-example";
const INSTAGRAM = "https://www.instagram.com/caioaragao.example";
const BOOKSTORE = "https://www.amazon.com.br/dp/B0SAMPLE24";
const BOOK_TITLE = "Raízes e Algoritmos";
const BOOK_ENGLISH_TITLE = "Roots and Algorithms";
const BOOK_SUBTITLE = "Como liderar a transformação com inteligência artificial sem perder o que nos torna humanos";
const BOOK_ENGLISH_SUBTITLE = "How to lead the AI transformation without losing what makes us human";
const BOOK_YEAR = 2024;

/* ---------- images (files under public/) ----------
   The six photos are honest placeholders (issue 30): no text in the pixels, alt texts and captions that
   say they are samples. The dashboard's first step asks the owner to replace them. */

const PORTRAIT_1: ImageAsset = {
  src: "/press-photos/portrait-1.jpg",
  width: 1600,
  height: 2000,
  alt: "Sample portrait placeholder",
  caption: "Sample photo: official portrait",
};

const PORTRAIT_2: ImageAsset = {
  src: "/press-photos/portrait-2.jpg",
  width: 1600,
  height: 2000,
  alt: "Second sample portrait placeholder",
  caption: "Sample photo: editorial portrait",
};

const STAGE_1: ImageAsset = {
  src: "/press-photos/stage-1.jpg",
  width: 2000,
  height: 1333,
  alt: "Sample stage photo placeholder",
  caption: "Sample photo: keynote on stage",
};

const STAGE_2: ImageAsset = {
  src: "/press-photos/stage-2.jpg",
  width: 2000,
  height: 1333,
  alt: "Sample panel photo placeholder",
  caption: "Sample photo: panel discussion",
};

const WORKSHOP: ImageAsset = {
  src: "/press-photos/workshop.jpg",
  width: 2000,
  height: 1333,
  alt: "Sample workshop photo placeholder",
  caption: "Sample photo: executive workshop",
};

const BOOK_SIGNING: ImageAsset = {
  src: "/press-photos/book-signing.jpg",
  width: 2000,
  height: 1333,
  alt: "Sample book-signing photo placeholder",
  caption: "Sample photo: book launch and signing",
};

const BOOK_COVER: ImageAsset = {
  src: "/book-cover.png",
  width: 1000,
  height: 1500,
  alt: "Cover of the book Raízes e Algoritmos by Caio Menezes Aragão",
  caption: "Raízes e Algoritmos (2024), independent edition in Brazilian Portuguese",
};

const SHARE_IMAGE: ImageAsset = {
  src: "/og/home.jpg",
  width: 1200,
  height: 630,
  alt: "Caio Menezes Aragão, technology executive, author and keynote speaker",
  caption: "Caio Menezes Aragão: building the infrastructure for Brazil's AI decade",
};

/* ---------- pieces used in more than one place ---------- */

const PRESS_CONTACT: PressContact = {
  name: "Juliana Rocha",
  role: "Communications Director, office of Caio Menezes Aragão",
  email: PRESS_EMAIL,
  note: "Interview and speaking requests are answered within 24-48 hours. Please include your outlet or event, the topic and your deadline.",
};

/* ---------- the content ---------- */

export const SITE_CONTENT_EN: SiteContent = {
  name: NAME,
  role: "Technology Executive · Author · Keynote Speaker",

  person: {
    name: NAME,
    givenName: "Caio",
    familyName: "Menezes Aragão",
    initials: "CA",
    jobTitle: "Technology executive, author and keynote speaker",
    description:
      "Technology executive from Aracaju, Brazil, leading Atalaia AI Campus, a US$1B+ AI data-center campus, founder of the enterprise AI consultancy Cajueiro AI and author of Raízes e Algoritmos (2024).",
    url: WEBSITE,
    image: PORTRAIT_1.src,
    sameAs: [LINKEDIN, INSTAGRAM],
    worksFor: [
      { name: "Atalaia AI Campus", role: "Chief Executive Officer" },
      { name: "Cajueiro AI", role: "Founder and Chairman" },
    ],
    address: { locality: "Aracaju", region: "Sergipe", country: "BR" },
    knowsLanguage: ["Portuguese", "English", "Spanish"],
  },

  hero: {
    intro:
      "I lead a US$1B+ AI data-center campus in Northeast Brazil, advise boards on turning artificial intelligence into results, and write about technology that keeps its roots.",
    image: PORTRAIT_1,
  },

  taglines: [
    "Building the infrastructure for Brazil's AI decade.",
    "From Aracaju to the world: technology with roots.",
    "Turning artificial intelligence into measurable growth.",
  ],

  stats: [
    { value: "$1B+", label: "in AI infrastructure" },
    { value: "100+", label: "AI projects delivered" },
    { value: "20+", label: "years in tech" },
  ],

  journey: [
    {
      year: "1996",
      title: "A computer built from spare parts",
      text: "At fourteen, in Aracaju, Caio assembled his first computer from parts rescued at a neighborhood repair shop. He spent the following summer teaching neighbors to use it, and learned the lesson that still guides him: technology only matters when people can use it.",
    },
    {
      year: "2004",
      title: "An engineer from Sergipe",
      text: "He graduated in Computer Engineering from the Federal University of Sergipe and joined Atlântica Telecom, running networks across the Northeast. When nobody wanted to build the company's first data warehouse, he volunteered, and discovered that data was where the real decisions were hiding.",
    },
    {
      year: "2009",
      title: "Data at national scale",
      text: "In São Paulo, as head of data and CRM at Grupo Horizonte Varejo, he rebuilt the retailer's loyalty program around analytics, growing it to 12 million members. He also learned to speak the language of boardrooms, where every model has to earn its place in the P&L.",
    },
    {
      year: "2013",
      title: "Growth as a craft",
      text: "He founded Maré Digital, a data-driven digital marketing agency that grew to 65 people and served more than 300 brands. Running a services business taught him to sell outcomes instead of technology, and to measure every campaign against revenue rather than clicks.",
    },
    {
      year: "2017",
      title: "Teaching machines to see",
      text: "He co-founded Mirante Vision, a computer vision venture for ports and agribusiness. Its container-inspection system cut inspection time at partner terminals by 70%, and the company was acquired by a Brazilian logistics group in 2022.",
    },
    {
      year: "2019",
      title: "AI for the real economy",
      text: "Back in Aracaju, he founded Cajueiro AI, an enterprise AI consultancy with teams in Aracaju, Recife and São Paulo. Together with Mirante Vision, his teams have now delivered more than 100 AI projects in banking, energy, retail, healthcare, logistics and the public sector.",
    },
    {
      year: "2024",
      title: "Roots and infrastructure",
      text: "As CEO of Atalaia AI Campus since 2022, he leads a US$1B+ AI data-center campus in Barra dos Coqueiros, Sergipe, powered by renewable energy. In 2024 he published Raízes e Algoritmos, his book on leading the AI transformation without losing what makes us human.",
    },
  ],

  superpowers: [
    {
      title: "Infrastructure at scale",
      text: "Turning megawatts, fiber, land and capital into a working AI campus: from site selection and power purchase agreements to investor committees and construction schedules for a US$1B+ program.",
    },
    {
      title: "From pilot to production",
      text: "A proven method, refined over 100+ AI projects, to choose the use cases that move a business number, put them in the hands of real users and keep them running after the consultants leave.",
    },
    {
      title: "Growth engineering",
      text: "A decade of performance marketing and loyalty programs behind every recommendation: clear funnels, honest metrics and experiments that tie technology spending to revenue.",
    },
    {
      title: "Ecosystem diplomacy",
      text: "Bringing governments, utilities, investors, universities and start-ups to the same table, and keeping them there long enough to build something that none of them could build alone.",
    },
    {
      title: "Clarity for boards",
      text: "Translating complex technology into decisions a board can take with confidence: what to fund, what to stop, which risks matter and how progress will be measured.",
    },
  ],

  book: {
    title: BOOK_TITLE,
    englishTitle: BOOK_ENGLISH_TITLE,
    subtitle: BOOK_SUBTITLE,
    englishSubtitle: BOOK_ENGLISH_SUBTITLE,
    year: BOOK_YEAR,
    language: "Brazilian Portuguese",
    languageTag: "pt-BR",
    formats: ["Print", "Kindle"],
    publisher: "Self-published (independent edition)",
    pageCount: 232,
    link: BOOKSTORE,
    cover: BOOK_COVER,
    tagline: "A practical guide for leaders who want artificial intelligence to deliver results without losing the human core of their organizations.",
    description: [
      "In Raízes e Algoritmos (Roots and Algorithms), Caio Menezes Aragão distills more than 20 years in technology and over 100 AI projects into a clear argument: artificial intelligence creates lasting value only when it grows from solid roots in people, data, processes and purpose.",
      "Written for executives, founders and public leaders, the book moves from strategy to the shop floor: how to choose the first use cases, why most pilots never reach production, what it takes to build AI infrastructure in an emerging market, and how to lead teams through change with honesty. The book is written in Brazilian Portuguese and was self-published in 2024 in print and Kindle editions.",
    ],
    highlights: [
      "The three written answers every AI pilot needs before it starts",
      "Why infrastructure, energy and talent decide who benefits from AI",
      "A growth playbook that links every AI project to a business number",
      "How to lead people through automation with transparency and respect",
    ],
    previewNote:
      "The book is written in Brazilian Portuguese, so these sample pages appear in the original language. An English edition is not available yet.",
  },

  // The sample pages are in Portuguese (the book's language) on both sites; edit them in site-content.pt.ts.
  bookPreviewPages: BOOK_PREVIEW_PAGES,

  keynotes: [
    {
      title: "Roots and Algorithms: Leading AI Without Losing the Human",
      summary:
        "Based on his 2024 book, this keynote shows leaders how to adopt artificial intelligence at speed while protecting what makes their organizations trustworthy: culture, judgment and care for people.",
      takeaways: [
        "A simple test to tell an AI strategy from a shopping list of tools",
        "How to communicate automation to teams without losing their trust",
        "The leadership habits that separate lasting transformations from press releases",
      ],
      formats: "Leadership conferences and company conventions · keynote of 30 to 60 minutes · fireside chat",
    },
    {
      title: "The Billion-Dollar Backbone: Building AI Infrastructure in Emerging Markets",
      summary:
        "The story behind Atalaia AI Campus, a US$1B+ AI data-center campus in Northeast Brazil, and what it teaches about energy, capital, talent and digital sovereignty in the age of AI.",
      takeaways: [
        "Why energy and connectivity now shape national AI strategies",
        "How to align investors, utilities and governments around a long-term project",
        "What local communities should demand, and gain, from new digital infrastructure",
      ],
      formats: "Infrastructure, energy and investment forums · keynote of 40 minutes · panel moderation",
    },
    {
      title: "From Pilot to Profit: What 100+ AI Projects Taught Me About Growth",
      summary:
        "A candid look at what worked and what failed across more than 100 AI projects, with a practical method to move from experiments to measurable revenue, savings and customer value.",
      takeaways: [
        "How to pick the first three use cases worth funding",
        "The three written answers every pilot needs before it starts",
        "Metrics that boards trust and teams can actually influence",
      ],
      formats: "Executive audiences and boards · keynote of 45 minutes · half-day workshop",
    },
  ],

  recognitions: [
    {
      year: "2025",
      title: "Letter of recognition for the exhibition “Future of Creativity”",
      issuer: "Museu Nordeste de Arte e Tecnologia, Recife",
      description:
        "The museum's executive director thanked Caio for his contribution to the exhibition and invited him to join the advisory board of its 2026 exhibition.",
    },
    {
      year: "2024",
      title: "Digital Infrastructure Executive of the Year",
      issuer: "Prêmio Nordeste de Inovação",
      description: "Awarded for leading Atalaia AI Campus, the largest private digital-infrastructure investment announced in Sergipe.",
    },
    {
      year: "2024",
      title: "Finalist, Business and Leadership category",
      issuer: "Prêmio Autor Independente",
      description: "Raízes e Algoritmos was one of five finalists among self-published business books in Brazil.",
    },
    {
      year: "2023",
      title: "One of 50 AI leaders to watch in Latin America",
      issuer: "Revista Circuito",
      description: "Recognized for bringing applied AI to companies outside the traditional Rio-São Paulo axis.",
    },
    {
      year: "2021",
      title: "Founder of the Year",
      issuer: "Conexão Nordeste Startup Awards",
      description: "Honored for building Cajueiro AI and Mirante Vision from Aracaju and for mentoring founders across the region.",
    },
  ],

  about: {
    title: "Engineer by training, builder by choice",
    paragraphs: [
      "I was born and raised in Aracaju, the capital of Sergipe, the smallest state in Brazil. I trained as a computer engineer at the Federal University of Sergipe and spent more than 20 years in technology: running telecom networks, building data platforms for a national retailer, founding a digital marketing agency and a computer vision venture, and leading an AI consultancy that has delivered more than 100 projects.",
      "Today I am the CEO of Atalaia AI Campus, a US$1B+ AI data-center campus in Barra dos Coqueiros, a short drive from where I grew up. I believe the places that host the infrastructure of the AI era should also share in its talent, its jobs and its decisions.",
      "In 2024 I published Raízes e Algoritmos, a book in Portuguese about leading the AI transformation without losing what makes us human. I speak to executives, boards and public leaders about artificial intelligence, infrastructure and growth, always with the same conviction: technology is only as strong as its roots.",
    ],
    image: PORTRAIT_2,
    facts: [
      { label: "Based in", value: "Aracaju, Sergipe, Brazil" },
      { label: "Current roles", value: "CEO, Atalaia AI Campus · Chairman, Cajueiro AI" },
      { label: "Education", value: "B.Sc. in Computer Engineering, Federal University of Sergipe" },
      { label: "Languages", value: "Portuguese, English and Spanish" },
    ],
  },

  portfolio: {
    categories: { ai: "AI Projects", growth: "Growth and Strategy" },
    items: [
      {
        title: "Atalaia AI Campus",
        description:
          "A renewable-powered AI data-center campus in Barra dos Coqueiros, Sergipe, with more than US$1 billion committed to its first two phases, closed-loop liquid cooling and a technical school that trains local talent for the jobs it creates.",
        category: "ai",
        role: "Chief Executive Officer",
        period: "2022 - present",
        highlight: "US$1B+ investment · 180 MW planned capacity",
      },
      {
        title: "Cajueiro AI",
        description:
          "An enterprise AI consultancy founded in Aracaju, with teams in Recife and São Paulo, that designs, builds and runs AI systems for banks, energy companies, retailers, hospitals and public agencies.",
        category: "ai",
        role: "Founder and Chairman",
        period: "2019 - present",
        highlight: "100+ AI projects delivered with Mirante Vision",
      },
      {
        title: "Mirante Vision",
        description:
          "A computer vision venture for ports and agribusiness: automated container-damage inspection, safety monitoring on terminals and drone-based crop counting, acquired by a Brazilian logistics group in 2022.",
        category: "ai",
        role: "Co-founder and CEO",
        period: "2017 - 2022",
        highlight: "70% faster container inspections",
      },
      {
        title: "Maré Digital",
        description:
          "A data-driven digital marketing agency that combined performance media, analytics and content to grow regional and national brands, measuring every campaign against revenue rather than clicks.",
        category: "growth",
        role: "Founder and CEO",
        period: "2013 - 2020",
        highlight: "300+ brands served · 65-person team",
      },
      {
        title: "Horizonte loyalty relaunch",
        description:
          "The analytics-led relaunch of Grupo Horizonte Varejo's loyalty program, with personalised offers, a single customer view across stores and e-commerce, and a test-and-learn culture for the marketing team.",
        category: "growth",
        role: "Head of Data and CRM",
        period: "2009 - 2013",
        highlight: "12 million loyalty members",
      },
      {
        title: "Rede Raízes founder network",
        description:
          "A pro bono mentoring network that helps founders from Northeast Brazil sharpen their strategy, prepare for investment and connect with corporate clients, without leaving the region.",
        category: "growth",
        role: "Founder and Mentor",
        period: "2021 - present",
        highlight: "150+ founders mentored",
      },
    ],
  },

  contact: {
    heading: "Let's build what comes next",
    text: "Planning an event, exploring a partnership or preparing an interview? Share a few details about what you have in mind. Every message is read by a person, and you will receive a reply within 24-48 hours.",
    email: EMAIL,
    location: "Aracaju, Sergipe, Brazil · available for events worldwide",
    links: [
      { kind: "email", label: "Email", href: `mailto:${EMAIL}`, display: EMAIL },
      { kind: "linkedin", label: "LinkedIn", href: LINKEDIN, display: "in/caio-aragao-example" },
      { kind: "instagram", label: "Instagram", href: INSTAGRAM, display: "@caioaragao.example" },
      { kind: "website", label: "Website", href: WEBSITE, display: "caioaragao.example.com" },
    ],
  },

  footer: {
    description:
      "Technology executive, author and keynote speaker from Aracaju, Brazil, building the infrastructure, the teams and the ideas for Brazil's AI decade.",
    copyrightHolder: NAME,
  },

  showOnSite: { journey: true, book: true, superpowers: true, recognitions: true, articles: true, speaking: true, portfolio: true, chatTeaser: true, contact: true },
  chatTeaser: {
    status: "Coming soon",
    title: "An AI assistant to explore Caio's ideas",
    text: "We are building an AI assistant trained on Caio's book, keynotes and articles. It is not live yet. When it launches, it will answer questions about his work in English and Portuguese, suggest the keynote that best fits your audience and help you prepare a speaking invitation that you review before sending.",
    capabilities: [
      "Answer questions about Raízes e Algoritmos, the keynotes and the articles",
      "Recommend a keynote theme for your event and audience",
      "Draft a speaking invitation for you to review and send",
      "Point you to the press kit and media kit materials you need",
    ],
    sampleQuestions: [
      "Which keynote fits a board of directors in the energy sector?",
      "What does Caio mean by \u201croots\u201d in an AI strategy?",
      "How do I request an interview about Atalaia AI Campus?",
    ],
    meanwhile:
      "Until the assistant is ready, the contact form reaches Caio's team directly, and a person reads every message.",
  },

  pressKit: {
    title: "Press Kit",
    intro:
      "Everything journalists and event organizers need to present Caio Menezes Aragão: an approved biography, photos, key projects and speaking topics. For interviews, please contact the press office below.",
    lastUpdated: { iso: "2025-05-12", text: "Last updated: May 12, 2025" },
    biography: [
      "Caio Menezes Aragão is a Brazilian technology executive, author and keynote speaker with more than 20 years in tech. Born and raised in Aracaju, Sergipe, he graduated in Computer Engineering from the Federal University of Sergipe and began his career running telecom networks across the Northeast of Brazil.",
      "In São Paulo he led data and CRM at Grupo Horizonte Varejo, relaunching a loyalty program that reached 12 million members. He went on to found Maré Digital, a data-driven digital marketing agency that served more than 300 brands, and to co-found Mirante Vision, a computer vision venture for ports and agribusiness acquired by a Brazilian logistics group in 2022.",
      "In 2019 he founded Cajueiro AI, an enterprise AI consultancy that, together with Mirante Vision, has delivered more than 100 AI projects in banking, energy, retail, healthcare, logistics and the public sector. Since 2022 he has been the CEO of Atalaia AI Campus, a US$1B+ AI data-center campus powered by renewable energy in Barra dos Coqueiros, Sergipe.",
      "His book Raízes e Algoritmos (Roots and Algorithms), self-published in Brazilian Portuguese in 2024, is a practical guide to leading the AI transformation without losing what makes us human. He speaks to executives, boards and public leaders about AI strategy, digital infrastructure and growth.",
    ],
    mediumBio:
      "Caio Menezes Aragão is a Brazilian technology executive, author and keynote speaker with more than 20 years in tech. Born and raised in Aracaju, Sergipe, he trained as a computer engineer at the Federal University of Sergipe, ran telecom networks across the Northeast and led data and CRM at Grupo Horizonte Varejo, where he relaunched a loyalty program that reached 12 million members. He founded the data-driven agency Maré Digital, which served more than 300 brands, and co-founded the computer vision venture Mirante Vision, acquired by a Brazilian logistics group in 2022. In 2019 he founded Cajueiro AI, an enterprise AI consultancy that, with Mirante Vision, has delivered more than 100 AI projects. Since 2022 he has been the CEO of Atalaia AI Campus, a US$1B+ AI data-center campus powered by renewable energy in Barra dos Coqueiros, Sergipe. His book Raízes e Algoritmos (2024), self-published in Brazilian Portuguese, is a practical guide to leading the AI transformation without losing what makes us human. He speaks to executives, boards and public leaders about AI strategy, digital infrastructure and growth.",
    photos: [PORTRAIT_1, STAGE_1, BOOK_SIGNING],
    keyProjects: [
      {
        name: "Atalaia AI Campus",
        role: "Chief Executive Officer",
        period: "2022 - present",
        description:
          "An AI data-center campus in Barra dos Coqueiros, Sergipe, designed for high-density AI computing and powered by long-term renewable energy contracts.",
        highlights: [
          "More than US$1 billion committed to the first two phases",
          "180 MW of planned capacity, with the first 60 MW phase scheduled for 2026",
          "Closed-loop liquid cooling that uses no drinking water",
          "Escola Atalaia technical school with 1,200 students trained by 2025",
        ],
      },
      {
        name: "Cajueiro AI",
        role: "Founder and Chairman",
        period: "2019 - present",
        description:
          "An enterprise AI consultancy that designs, builds and operates AI systems, from credit and demand models to generative AI assistants for customer service.",
        highlights: [
          "More than 100 AI projects delivered together with Mirante Vision",
          "140 specialists in Aracaju, Recife and São Paulo",
          "Clients in banking, energy, retail, healthcare and the public sector",
        ],
      },
      {
        name: "Mirante Vision",
        role: "Co-founder and CEO",
        period: "2017 - 2022",
        description:
          "A computer vision venture that automated container inspection, safety monitoring and crop counting for ports and agribusiness in Brazil.",
        highlights: [
          "Container inspections 70% faster at partner terminals",
          "Acquired by a Brazilian logistics group in 2022",
        ],
      },
      {
        name: "Maré Digital",
        role: "Founder and CEO",
        period: "2013 - 2020",
        description:
          "A data-driven digital marketing agency combining performance media, analytics and content for regional and national brands.",
        highlights: ["More than 300 brands served", "Grew to a 65-person team before Caio sold his stake in 2020"],
      },
    ],
    speakingTopics: [
      {
        title: "Leading AI without losing the human",
        description: "Culture, trust and leadership habits for organizations adopting artificial intelligence at speed.",
      },
      {
        title: "AI infrastructure in emerging markets",
        description: "Energy, capital, talent and digital sovereignty, told through the building of Atalaia AI Campus.",
      },
      {
        title: "From pilot to profit",
        description: "A practical method, drawn from 100+ AI projects, to turn experiments into measurable growth.",
      },
      {
        title: "Innovation outside the big capitals",
        description: "How regions like Northeast Brazil can build technology ecosystems that keep their talent at home.",
      },
    ],
    contact: PRESS_CONTACT,
  },

  mediaKit: {
    title: "Media Kit",
    intro:
      "Approved materials for articles, event programs and broadcasts: a short biography, high-resolution images, book information, notable quotes and areas of expertise.",
    contact: PRESS_CONTACT,
    shortBio:
      "Caio Menezes Aragão is a Brazilian technology executive, author and keynote speaker from Aracaju, Sergipe. With more than 20 years in tech, he is the CEO of Atalaia AI Campus, a US$1B+ AI data-center campus in Northeast Brazil, and the founder of Cajueiro AI, an enterprise consultancy that has delivered more than 100 AI projects. He previously co-founded the computer vision venture Mirante Vision and the digital marketing agency Maré Digital. His 2024 book, Raízes e Algoritmos, argues that artificial intelligence creates lasting value only when it is rooted in people, place and purpose. He speaks to business leaders worldwide.",
    images: [PORTRAIT_1, PORTRAIT_2, STAGE_1, STAGE_2, WORKSHOP, BOOK_SIGNING],
    imageCredit: `Photo: © ${NAME}. All rights reserved.`,
    imageUsage:
      "Approved for editorial use and event promotion with the credit line above. Please do not crop faces, alter colors or use the images in advertising without written permission.",
    bookTable: [
      { label: "Title", value: BOOK_TITLE },
      { label: "English title", value: BOOK_ENGLISH_TITLE },
      { label: "Subtitle", value: `${BOOK_SUBTITLE} (${BOOK_ENGLISH_SUBTITLE})` },
      { label: "Publication year", value: String(BOOK_YEAR) },
      { label: "Language", value: "Brazilian Portuguese" },
      { label: "Formats", value: "Print and Kindle" },
      { label: "Publisher", value: "Self-published (independent edition)" },
      { label: "Available at", value: "Amazon Brazil", href: BOOKSTORE },
    ],
    quotes: [
      {
        text: "Artificial intelligence does not replace roots. It amplifies whatever roots you already have.",
        source: "Raízes e Algoritmos, 2024",
      },
      {
        text: "A pilot that never reaches production is not innovation. It is an expensive demonstration.",
        source: "Keynote at the Fórum Brasileiro de IA Aplicada, 2024",
      },
      {
        text: "The next great data-center region does not have to be where the last one was. It needs energy, talent and the courage to start.",
        source: "Interview with Revista Circuito, 2023",
      },
    ],
    expertise: [
      "AI strategy and governance for boards",
      "Data centers and digital infrastructure",
      "Generative AI in the enterprise",
      "Computer vision applications",
      "Growth strategy and digital marketing",
      "Innovation ecosystems in emerging markets",
      "Leadership and change management",
    ],
  },

  museumLetter: {
    title: "Letter of Recognition",
    date: { iso: "2025-03-15", text: "March 15, 2025" },
    museum: { name: "Museu Nordeste de Arte e Tecnologia (Northeast Museum of Art and Technology)", city: "Recife, Pernambuco, Brazil" },
    author: { name: "Beatriz Lacerda Fontes", title: "Executive Director" },
    recipient: `${NAME}, CEO, Atalaia AI Campus, Aracaju, Sergipe`,
    subject: "Recognition for your contribution to the exhibition “Future of Creativity”",
    salutation: "Dear Mr. Aragão,",
    paragraphs: [
      "On behalf of the Museu Nordeste de Arte e Tecnologia, I am writing to thank you for your generous contribution to “Future of Creativity”, the exhibition we presented from October 18, 2024 to February 23, 2025.",
      "Your opening lecture on artificial intelligence and human authorship set the tone for the entire season, and the interactive installation developed with the volunteers of Cajueiro AI, in which visitors watched an algorithm learn from their own drawings, became the most visited room of the museum. More than 52,000 people saw the exhibition, including 9,000 students from public schools across the region.",
      "Above all, you helped us show that the conversation about technology and creativity belongs to everyone, and that it can start here, in the Northeast of Brazil. Our curators and educators have asked me to convey their gratitude for your patience, your clarity and your respect for the artists.",
      "It is therefore with great pleasure that I invite you to join the advisory board of our 2026 exhibition, “Memory Machines”, which will explore how artificial intelligence can help preserve and reinterpret the cultural heritage of the Northeast. The board will meet quarterly from June 2025, and your experience would be invaluable to our team.",
      "I would be delighted to discuss the invitation with you at your convenience, and our curatorial team is ready to share the exhibition brief as soon as you accept.",
    ],
    closing: "With deep appreciation and warm regards,",
  },

  seo: {
    siteName: NAME,
    pages: {
      home: {
        title: "Caio Menezes Aragão | Technology Executive, Author and Keynote Speaker",
        description:
          "Technology executive from Aracaju, Brazil, leading a US$1B+ AI data-center campus. 100+ AI projects, 20+ years in tech, author of Raízes e Algoritmos and keynote speaker.",
        keywords: [
          "Caio Menezes Aragão",
          "technology executive",
          "AI keynote speaker",
          "AI data center",
          "artificial intelligence strategy",
          "Raízes e Algoritmos",
          "Aracaju",
          "Brazil",
        ],
      },
      articles: {
        title: "Articles on AI, Infrastructure and Leadership | Caio Menezes Aragão",
        description:
          "Field notes by Caio Menezes Aragão on artificial intelligence, digital infrastructure, growth and leadership, drawn from 100+ AI projects and 20+ years in tech.",
        keywords: ["AI articles", "artificial intelligence trends", "AI infrastructure", "AI leadership", "digital transformation"],
      },
      pressKit: {
        title: "Press Kit | Caio Menezes Aragão",
        description:
          "Official press kit of Caio Menezes Aragão: approved biography, photos, key projects, speaking topics and press contact.",
        keywords: ["Caio Menezes Aragão press kit", "biography", "press photos", "speaker profile", "Atalaia AI Campus"],
      },
      mediaKit: {
        title: "Media Kit | Caio Menezes Aragão",
        description:
          "Media kit of Caio Menezes Aragão: 100-word bio, approved high-resolution images, book details of Raízes e Algoritmos, quotes and areas of expertise.",
        keywords: ["Caio Menezes Aragão media kit", "short bio", "approved images", "Raízes e Algoritmos", "expert quotes"],
      },
      museumLetter: {
        title: "Museum Letter of Recognition | Caio Menezes Aragão",
        description:
          "Letter of recognition from the Museu Nordeste de Arte e Tecnologia for Caio Menezes Aragão's contribution to the exhibition “Future of Creativity”.",
        keywords: ["Future of Creativity", "museum recognition", "AI and art", "Caio Menezes Aragão", "advisory board"],
      },
    },
    articleDescription:
      "Expert insights on artificial intelligence, digital infrastructure and leadership by Caio Menezes Aragão, technology executive, author and keynote speaker.",
    articleKeywords: ["artificial intelligence", "AI trends", "technology leadership", "digital infrastructure", "Caio Menezes Aragão"],
    shareImage: SHARE_IMAGE,
  },
};
