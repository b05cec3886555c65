/**
 * CONTEÚDO DE EXEMPLO (português do Brasil) de uma persona FICTÍCIA - substitua antes de publicar.
 * Caio Menezes Aragão, suas empresas, o museu, os prêmios, o livro, as citações,
 * os e-mails e os perfis em redes sociais são todos inventados.
 * Mantenha os fatos (nomes, números, datas, URLs) idênticos aos de site-content.en.ts.
 * Veja no cabeçalho de site-content.ts como substituir este conteúdo.
 */
import type { BookPreviewPage, ImageAsset, PressContact, SiteContent, Triple } from "./site-content.ts";

/* ---------- fatos compartilhados (idênticos em site-content.en.ts) ---------- */

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

/* ---------- páginas de amostra do livro ("espiar o livro") ---------- */

/** Trechos do livro, em português nos dois idiomas do site (site-content.en.ts importa daqui). */
export const BOOK_PREVIEW_PAGES: Triple<BookPreviewPage> = [
  {
    page: 13,
    chapter: "Introdução",
    heading: "O cajueiro e o servidor",
    paragraphs: [
      "Cresci em Aracaju vendo minha avó cuidar de um cajueiro no fundo do quintal. Ela dizia que árvore boa não se mede pela altura, e sim pela raiz: é a raiz que segura o tronco quando o vento vem do mar. Levei quase trinta anos e mais de cem projetos de inteligência artificial para entender que ela estava falando de tecnologia.",
      "Toda semana algum executivo me pergunta qual ferramenta de IA deve comprar. É a pergunta errada. A pergunta certa é outra: que raízes a sua empresa tem para sustentar essa ferramenta? Dados confiáveis, processos claros, pessoas que entendem o porquê da mudança e uma liderança disposta a medir resultado, e não apenas a anunciar novidade.",
      "Este livro é sobre essas raízes. Não é um manual técnico nem uma profecia sobre robôs. É um guia para quem precisa decidir, na segunda-feira de manhã, o que fazer com a inteligência artificial, e quer fazer isso sem perder o que torna a sua organização humana.",
    ],
  },
  {
    page: 47,
    chapter: "Capítulo 2",
    heading: "Piloto não é produto",
    paragraphs: [
      "Existe um cemitério silencioso em quase toda grande empresa brasileira. Nele estão enterrados os pilotos de inteligência artificial que brilharam na apresentação para a diretoria e nunca chegaram ao cliente. Ninguém fala deles, mas todos custaram caro: em dinheiro, em tempo e, principalmente, na confiança das equipes.",
      "Na Cajueiro AI, adotamos uma regra simples: nenhum piloto começa sem três respostas por escrito. Quem vai usar o sistema no dia a dia? Qual número do negócio ele precisa mover, e em quanto tempo? E quem, dentro da empresa, será o dono do modelo quando a consultoria for embora?",
      "Parece pouco. Mas, quando revisamos os nossos primeiros quarenta projetos, os que tinham essas três respostas chegaram à produção quase três vezes mais do que os outros. A tecnologia era a mesma. O que mudava era a raiz.",
    ],
  },
  {
    page: 112,
    chapter: "Capítulo 5",
    heading: "A infraestrutura invisível",
    paragraphs: [
      "Ninguém tira foto de subestação. A inteligência artificial que aparece nas manchetes roda em prédios sem janelas, refrigerados dia e noite, ligados a linhas de transmissão que quase ninguém sabe onde passam. É ali, longe dos palcos, que se decide quem vai poder usar a IA, a que custo e com que autonomia.",
      "Quando apresentamos o Atalaia AI Campus, em Barra dos Coqueiros, a primeira pergunta de um investidor estrangeiro foi: \u201cPor que Sergipe?\u201d. Respondi com três palavras: energia, água e gente. O Nordeste gera a maior parte da energia eólica do Brasil; o resfriamento em circuito fechado dispensa água potável; e as nossas universidades formam engenheiros que não deveriam precisar ir embora para trabalhar com tecnologia de ponta.",
      "Um país que só consome capacidade computacional alheia terceiriza também as suas escolhas. Construir infraestrutura é uma forma de manter as raízes no lugar.",
    ],
  },
];

/* ---------- imagens (arquivos em public/) ---------- */

const PORTRAIT_1: ImageAsset = {
  src: "/press-photos/portrait-1.jpg",
  width: 1600,
  height: 2000,
  alt: "Retrato de exemplo (imagem provisória)",
  caption: "Foto de exemplo: retrato oficial",
};

const PORTRAIT_2: ImageAsset = {
  src: "/press-photos/portrait-2.jpg",
  width: 1600,
  height: 2000,
  alt: "Segundo retrato de exemplo (imagem provisória)",
  caption: "Foto de exemplo: retrato editorial",
};

const STAGE_1: ImageAsset = {
  src: "/press-photos/stage-1.jpg",
  width: 2000,
  height: 1333,
  alt: "Foto de palco de exemplo (imagem provisória)",
  caption: "Foto de exemplo: palestra no palco",
};

const STAGE_2: ImageAsset = {
  src: "/press-photos/stage-2.jpg",
  width: 2000,
  height: 1333,
  alt: "Foto de painel de exemplo (imagem provisória)",
  caption: "Foto de exemplo: participação em painel",
};

const WORKSHOP: ImageAsset = {
  src: "/press-photos/workshop.jpg",
  width: 2000,
  height: 1333,
  alt: "Foto de workshop de exemplo (imagem provisória)",
  caption: "Foto de exemplo: workshop executivo",
};

const BOOK_SIGNING: ImageAsset = {
  src: "/press-photos/book-signing.jpg",
  width: 2000,
  height: 1333,
  alt: "Foto de sessão de autógrafos de exemplo (imagem provisória)",
  caption: "Foto de exemplo: lançamento e sessão de autógrafos",
};

const BOOK_COVER: ImageAsset = {
  src: "/book-cover.png",
  width: 1000,
  height: 1500,
  alt: "Capa do livro Raízes e Algoritmos, de Caio Menezes Aragão",
  caption: "Raízes e Algoritmos (2024), edição independente",
};

const SHARE_IMAGE: ImageAsset = {
  src: "/og/home.jpg",
  width: 1200,
  height: 630,
  alt: "Caio Menezes Aragão, executivo de tecnologia, autor e palestrante",
  caption: "Caio Menezes Aragão: construindo a infraestrutura da década da IA no Brasil",
};

/* ---------- trechos usados em mais de um lugar ---------- */

const PRESS_CONTACT: PressContact = {
  name: "Juliana Rocha",
  role: "Diretora de Comunicação, escritório de Caio Menezes Aragão",
  email: PRESS_EMAIL,
  note: "Pedidos de entrevista e de palestra são respondidos em até 48 horas. Informe o veículo ou evento, o tema e o seu prazo.",
};

/* ---------- o conteúdo ---------- */

export const SITE_CONTENT_PT: SiteContent = {
  name: NAME,
  role: "Executivo de Tecnologia · Autor · Palestrante",

  person: {
    name: NAME,
    givenName: "Caio",
    familyName: "Menezes Aragão",
    initials: "CA",
    jobTitle: "Executivo de tecnologia, autor e palestrante",
    description:
      "Executivo de tecnologia nascido em Aracaju, CEO do Atalaia AI Campus, um campus de data centers de IA de mais de US$ 1 bilhão, fundador da consultoria Cajueiro AI e autor de Raízes e Algoritmos (2024).",
    url: WEBSITE,
    image: PORTRAIT_1.src,
    sameAs: [LINKEDIN, INSTAGRAM],
    worksFor: [
      { name: "Atalaia AI Campus", role: "Diretor-presidente (CEO)" },
      { name: "Cajueiro AI", role: "Fundador e presidente do conselho" },
    ],
    address: { locality: "Aracaju", region: "Sergipe", country: "BR" },
    knowsLanguage: ["Português", "Inglês", "Espanhol"],
  },

  hero: {
    intro:
      "Lidero um campus de data centers de IA de mais de US$ 1 bilhão no Nordeste, ajudo conselhos a transformar inteligência artificial em resultado e escrevo sobre tecnologia que não perde as raízes.",
    image: PORTRAIT_1,
  },

  taglines: [
    "Construindo a infraestrutura da década da IA no Brasil.",
    "De Aracaju para o mundo: tecnologia com raízes.",
    "Inteligência artificial que vira crescimento de verdade.",
  ],

  stats: [
    { value: "$1B+", label: "em infraestrutura de IA" },
    { value: "100+", label: "projetos de IA entregues" },
    { value: "20+", label: "anos em tecnologia" },
  ],

  journey: [
    {
      year: "1996",
      title: "Um computador montado com peças de sobra",
      text: "Aos 14 anos, em Aracaju, Caio montou o primeiro computador com peças garimpadas numa oficina de consertos do bairro. Passou as férias seguintes ensinando os vizinhos a usá-lo e aprendeu a lição que o guia até hoje: tecnologia só importa quando as pessoas conseguem usar.",
    },
    {
      year: "2004",
      title: "Um engenheiro sergipano",
      text: "Formou-se em Engenharia de Computação pela Universidade Federal de Sergipe e entrou na Atlântica Telecom para operar redes em todo o Nordeste. Quando ninguém quis construir o primeiro data warehouse da empresa, ele se ofereceu e descobriu que era nos dados que as decisões de verdade estavam escondidas.",
    },
    {
      year: "2009",
      title: "Dados em escala nacional",
      text: "Em São Paulo, como head de dados e CRM do Grupo Horizonte Varejo, reconstruiu o programa de fidelidade da rede a partir de análise de dados e chegou a 12 milhões de participantes. Ali aprendeu a falar a língua dos conselhos, onde todo modelo precisa provar o seu lugar no resultado.",
    },
    {
      year: "2013",
      title: "Crescimento como ofício",
      text: "Fundou a Maré Digital, agência de marketing digital orientada a dados que chegou a 65 pessoas e atendeu mais de 300 marcas. Tocar uma empresa de serviços ensinou Caio a vender resultado, e não tecnologia, e a medir cada campanha pela receita, não pelos cliques.",
    },
    {
      year: "2017",
      title: "Ensinando máquinas a enxergar",
      text: "Cofundou a Mirante Vision, empresa de visão computacional para portos e agronegócio. O sistema de inspeção de contêineres reduziu em 70% o tempo de vistoria nos terminais parceiros, e a empresa foi adquirida por um grupo brasileiro de logística em 2022.",
    },
    {
      year: "2019",
      title: "IA para a economia real",
      text: "De volta a Aracaju, fundou a Cajueiro AI, consultoria de inteligência artificial para empresas, com equipes em Aracaju, Recife e São Paulo. Somando a Mirante Vision, seus times já entregaram mais de 100 projetos de IA em bancos, energia, varejo, saúde, logística e setor público.",
    },
    {
      year: "2024",
      title: "Raízes e infraestrutura",
      text: "CEO do Atalaia AI Campus desde 2022, lidera um campus de data centers de IA de mais de US$ 1 bilhão em Barra dos Coqueiros, Sergipe, movido a energia renovável. Em 2024 lançou Raízes e Algoritmos, livro sobre como liderar a transformação com IA sem perder o que nos torna humanos.",
    },
  ],

  superpowers: [
    {
      title: "Infraestrutura em grande escala",
      text: "Transformar megawatts, fibra óptica, terreno e capital em um campus de IA funcionando: da escolha do local e dos contratos de energia aos comitês de investimento e ao cronograma de obras de um programa de mais de US$ 1 bilhão.",
    },
    {
      title: "Do piloto à produção",
      text: "Um método testado em mais de 100 projetos de IA para escolher os casos de uso que movem um número do negócio, colocá-los nas mãos de quem usa de verdade e mantê-los de pé depois que a consultoria vai embora.",
    },
    {
      title: "Engenharia de crescimento",
      text: "Uma década de marketing de performance e programas de fidelidade por trás de cada recomendação: funis claros, métricas honestas e experimentos que ligam o investimento em tecnologia à receita.",
    },
    {
      title: "Diplomacia de ecossistema",
      text: "Reunir governo, distribuidoras de energia, investidores, universidades e startups na mesma mesa, e manter todos ali tempo suficiente para construir algo que nenhum deles faria sozinho.",
    },
    {
      title: "Clareza para conselhos",
      text: "Traduzir tecnologia complexa em decisões que um conselho pode tomar com segurança: o que financiar, o que interromper, quais riscos importam e como o avanço será medido.",
    },
  ],

  book: {
    title: BOOK_TITLE,
    englishTitle: BOOK_ENGLISH_TITLE,
    subtitle: BOOK_SUBTITLE,
    englishSubtitle: BOOK_ENGLISH_SUBTITLE,
    year: BOOK_YEAR,
    language: "Português (Brasil)",
    languageTag: "pt-BR",
    formats: ["Impresso", "Kindle"],
    publisher: "Publicação independente",
    pageCount: 232,
    link: BOOKSTORE,
    cover: BOOK_COVER,
    tagline: "Um guia prático para líderes que querem resultado com inteligência artificial sem abrir mão do que há de humano em suas organizações.",
    description: [
      "Em Raízes e Algoritmos, Caio Menezes Aragão reúne mais de 20 anos em tecnologia e mais de 100 projetos de IA em uma ideia central: a inteligência artificial só gera valor duradouro quando cresce a partir de raízes firmes em pessoas, dados, processos e propósito.",
      "Escrito para executivos, empreendedores e gestores públicos, o livro vai da estratégia ao chão de fábrica: como escolher os primeiros casos de uso, por que a maioria dos pilotos nunca chega à produção, o que é preciso para construir infraestrutura de IA em um país emergente e como conduzir equipes pela mudança com honestidade. Publicação independente de 2024, nas versões impressa e Kindle.",
    ],
    highlights: [
      "As três respostas por escrito que todo piloto de IA precisa ter antes de começar",
      "Por que infraestrutura, energia e talento decidem quem se beneficia da IA",
      "Um roteiro de crescimento que liga cada projeto de IA a um número do negócio",
      "Como conduzir pessoas pela automação com transparência e respeito",
    ],
    previewNote: "Dê uma espiada: três páginas do livro, do jeito que estão na edição impressa.",
  },

  bookPreviewPages: BOOK_PREVIEW_PAGES,

  keynotes: [
    {
      title: "Raízes e Algoritmos: liderar com IA sem perder o humano",
      summary:
        "Inspirada no livro de 2024, esta palestra mostra como adotar inteligência artificial com velocidade sem abrir mão do que torna uma organização confiável: cultura, discernimento e cuidado com as pessoas.",
      takeaways: [
        "Um teste simples para diferenciar uma estratégia de IA de uma lista de compras de ferramentas",
        "Como comunicar a automação às equipes sem perder a confiança delas",
        "Os hábitos de liderança que separam transformações duradouras de comunicados à imprensa",
      ],
      formats: "Congressos de liderança e convenções corporativas · palestra de 30 a 60 minutos · bate-papo no palco",
    },
    {
      title: "A espinha dorsal de um bilhão: infraestrutura de IA em mercados emergentes",
      summary:
        "Os bastidores do Atalaia AI Campus, um campus de data centers de IA de mais de US$ 1 bilhão no Nordeste, e o que ele ensina sobre energia, capital, talento e soberania digital na era da IA.",
      takeaways: [
        "Por que energia e conectividade passaram a definir as estratégias nacionais de IA",
        "Como alinhar investidores, setor elétrico e governo em torno de um projeto de longo prazo",
        "O que as comunidades locais devem exigir, e ganhar, com a nova infraestrutura digital",
      ],
      formats: "Fóruns de infraestrutura, energia e investimento · palestra de 40 minutos · mediação de painel",
    },
    {
      title: "Do piloto ao lucro: o que mais de 100 projetos de IA me ensinaram sobre crescimento",
      summary:
        "Um olhar franco sobre o que deu certo e o que deu errado em mais de 100 projetos de IA, com um método prático para sair do experimento e chegar a receita, economia e valor para o cliente que dá para medir.",
      takeaways: [
        "Como escolher os três primeiros casos de uso que merecem investimento",
        "As três respostas por escrito que todo piloto precisa ter antes de começar",
        "Métricas em que o conselho confia e que a equipe consegue, de fato, influenciar",
      ],
      formats: "Públicos executivos e conselhos · palestra de 45 minutos · workshop de meio período",
    },
  ],

  recognitions: [
    {
      year: "2025",
      title: "Carta de reconhecimento pela exposição “Future of Creativity”",
      issuer: "Museu Nordeste de Arte e Tecnologia, Recife",
      description:
        "A diretora executiva do museu agradeceu a contribuição de Caio para a exposição e o convidou para o conselho consultivo da mostra de 2026.",
    },
    {
      year: "2024",
      title: "Executivo do Ano em Infraestrutura Digital",
      issuer: "Prêmio Nordeste de Inovação",
      description: "Reconhecimento pela liderança do Atalaia AI Campus, o maior investimento privado em infraestrutura digital já anunciado em Sergipe.",
    },
    {
      year: "2024",
      title: "Finalista na categoria Negócios e Liderança",
      issuer: "Prêmio Autor Independente",
      description: "Raízes e Algoritmos ficou entre os cinco finalistas de livros de negócios de publicação independente no Brasil.",
    },
    {
      year: "2023",
      title: "Um dos 50 líderes de IA para acompanhar na América Latina",
      issuer: "Revista Circuito",
      description: "Destaque por levar IA aplicada a empresas fora do eixo Rio-São Paulo.",
    },
    {
      year: "2021",
      title: "Empreendedor do Ano",
      issuer: "Conexão Nordeste Startup Awards",
      description: "Homenagem pela criação da Cajueiro AI e da Mirante Vision a partir de Aracaju e pela mentoria a fundadores de toda a região.",
    },
  ],

  about: {
    title: "Engenheiro de formação, construtor por escolha",
    paragraphs: [
      "Nasci e cresci em Aracaju, capital de Sergipe, o menor estado do Brasil. Sou engenheiro de computação pela Universidade Federal de Sergipe e tenho mais de 20 anos de estrada em tecnologia: operei redes de telecomunicações, montei plataformas de dados para uma grande rede varejista, fundei uma agência de marketing digital e uma empresa de visão computacional e criei uma consultoria de IA que já entregou mais de 100 projetos.",
      "Hoje sou CEO do Atalaia AI Campus, um campus de data centers de IA de mais de US$ 1 bilhão em Barra dos Coqueiros, a poucos minutos de onde cresci. Acredito que os lugares que recebem a infraestrutura da era da IA também devem ficar com uma parte do talento, dos empregos e das decisões que ela gera.",
      "Em 2024 lancei Raízes e Algoritmos, um livro sobre como liderar a transformação com inteligência artificial sem perder o que nos torna humanos. Falo para executivos, conselhos e gestores públicos sobre IA, infraestrutura e crescimento, sempre com a mesma convicção: uma tecnologia é tão forte quanto as suas raízes.",
    ],
    image: PORTRAIT_2,
    facts: [
      { label: "Base", value: "Aracaju, Sergipe, Brasil" },
      { label: "Cargos atuais", value: "CEO do Atalaia AI Campus · Presidente do conselho da Cajueiro AI" },
      { label: "Formação", value: "Engenharia de Computação, Universidade Federal de Sergipe" },
      { label: "Idiomas", value: "Português, inglês e espanhol" },
    ],
  },

  portfolio: {
    categories: { ai: "Projetos de IA", growth: "Crescimento e Estratégia" },
    items: [
      {
        title: "Atalaia AI Campus",
        description:
          "Campus de data centers de IA movido a energia renovável em Barra dos Coqueiros, Sergipe, com mais de US$ 1 bilhão comprometido nas duas primeiras fases, resfriamento líquido em circuito fechado e uma escola técnica que prepara gente da região para os empregos que ele cria.",
        category: "ai",
        role: "Diretor-presidente (CEO)",
        period: "2022 - hoje",
        highlight: "Mais de US$ 1 bilhão em investimento · 180 MW de capacidade prevista",
      },
      {
        title: "Cajueiro AI",
        description:
          "Consultoria de inteligência artificial nascida em Aracaju, com equipes em Recife e São Paulo, que desenha, desenvolve e opera sistemas de IA para bancos, empresas de energia, varejistas, hospitais e órgãos públicos.",
        category: "ai",
        role: "Fundador e presidente do conselho",
        period: "2019 - hoje",
        highlight: "Mais de 100 projetos de IA entregues, somando a Mirante Vision",
      },
      {
        title: "Mirante Vision",
        description:
          "Empresa de visão computacional para portos e agronegócio: inspeção automática de avarias em contêineres, monitoramento de segurança nos terminais e contagem de plantas com drones. Adquirida por um grupo brasileiro de logística em 2022.",
        category: "ai",
        role: "Cofundador e CEO",
        period: "2017 - 2022",
        highlight: "Inspeções de contêineres 70% mais rápidas",
      },
      {
        title: "Maré Digital",
        description:
          "Agência de marketing digital orientada a dados, que unia mídia de performance, análise e conteúdo para fazer crescer marcas regionais e nacionais, medindo cada campanha pela receita, e não pelos cliques.",
        category: "growth",
        role: "Fundador e CEO",
        period: "2013 - 2020",
        highlight: "Mais de 300 marcas atendidas · equipe de 65 pessoas",
      },
      {
        title: "Relançamento da fidelidade Horizonte",
        description:
          "O relançamento do programa de fidelidade do Grupo Horizonte Varejo com base em dados: ofertas personalizadas, visão única do cliente entre lojas físicas e e-commerce e uma cultura de testes na equipe de marketing.",
        category: "growth",
        role: "Head de dados e CRM",
        period: "2009 - 2013",
        highlight: "12 milhões de participantes no programa",
      },
      {
        title: "Rede Raízes de fundadores",
        description:
          "Rede de mentoria voluntária que ajuda fundadores do Nordeste a afinar a estratégia, se preparar para captar investimento e chegar a clientes corporativos sem precisar sair da região.",
        category: "growth",
        role: "Fundador e mentor",
        period: "2021 - hoje",
        highlight: "Mais de 150 fundadores mentorados",
      },
    ],
  },

  contact: {
    heading: "Vamos construir o que vem a seguir",
    text: "Está organizando um evento, pensando em uma parceria ou preparando uma entrevista? Conte um pouco do que você tem em mente. Todas as mensagens são lidas por uma pessoa, e você recebe resposta em até 48 horas.",
    email: EMAIL,
    location: "Aracaju, Sergipe, Brasil · disponível para eventos no Brasil e no exterior",
    links: [
      { kind: "email", label: "E-mail", href: `mailto:${EMAIL}`, display: EMAIL },
      { kind: "linkedin", label: "LinkedIn", href: LINKEDIN, display: "in/caio-aragao-example" },
      { kind: "instagram", label: "Instagram", href: INSTAGRAM, display: "@caioaragao.example" },
      { kind: "website", label: "Site", href: WEBSITE, display: "caioaragao.example.com" },
    ],
  },

  footer: {
    description:
      "Executivo de tecnologia, autor e palestrante de Aracaju, construindo a infraestrutura, as equipes e as ideias da década da IA no Brasil.",
    copyrightHolder: NAME,
  },

  showOnSite: { journey: true, book: true, superpowers: true, recognitions: true, articles: true, speaking: true, portfolio: true, chatTeaser: true, contact: true },
  chatTeaser: {
    status: "Em breve",
    title: "Um assistente de IA para conversar sobre as ideias de Caio",
    text: "Estamos desenvolvendo um assistente de IA treinado com o livro, as palestras e os artigos de Caio. Ele ainda não está no ar. Quando for lançado, vai responder a perguntas sobre o trabalho de Caio em português e em inglês, sugerir a palestra mais adequada ao seu público e ajudar a preparar um convite, que você revisa antes de enviar.",
    capabilities: [
      "Responder a perguntas sobre Raízes e Algoritmos, as palestras e os artigos",
      "Indicar o tema de palestra ideal para o seu evento e o seu público",
      "Preparar um rascunho de convite para você revisar e enviar",
      "Mostrar os materiais do press kit e do media kit de que você precisa",
    ],
    sampleQuestions: [
      "Qual palestra combina com o conselho de uma empresa de energia?",
      "O que Caio quer dizer com \u201craízes\u201d numa estratégia de IA?",
      "Como peço uma entrevista sobre o Atalaia AI Campus?",
    ],
    meanwhile:
      "Enquanto o assistente não fica pronto, o formulário de contato chega direto à equipe de Caio, e cada mensagem é lida por uma pessoa.",
  },

  pressKit: {
    title: "Press Kit",
    intro:
      "Tudo o que jornalistas e organizadores de eventos precisam para apresentar Caio Menezes Aragão: biografia aprovada, fotos, principais projetos e temas de palestra. Para entrevistas, fale com a assessoria de imprensa abaixo.",
    lastUpdated: { iso: "2025-05-12", text: "Atualizado em 12 de maio de 2025" },
    biography: [
      "Caio Menezes Aragão é executivo de tecnologia, autor e palestrante, com mais de 20 anos de carreira em tecnologia. Nascido e criado em Aracaju, Sergipe, formou-se em Engenharia de Computação pela Universidade Federal de Sergipe e começou a carreira operando redes de telecomunicações no Nordeste.",
      "Em São Paulo, liderou a área de dados e CRM do Grupo Horizonte Varejo e relançou um programa de fidelidade que chegou a 12 milhões de participantes. Depois fundou a Maré Digital, agência de marketing digital orientada a dados que atendeu mais de 300 marcas, e cofundou a Mirante Vision, empresa de visão computacional para portos e agronegócio adquirida por um grupo brasileiro de logística em 2022.",
      "Em 2019 fundou a Cajueiro AI, consultoria de inteligência artificial que, somando os projetos da Mirante Vision, já entregou mais de 100 projetos de IA em bancos, energia, varejo, saúde, logística e setor público. Desde 2022 é CEO do Atalaia AI Campus, um campus de data centers de IA de mais de US$ 1 bilhão, movido a energia renovável, em Barra dos Coqueiros, Sergipe.",
      "Seu livro Raízes e Algoritmos, lançado de forma independente em 2024, é um guia prático para liderar a transformação com inteligência artificial sem perder o que nos torna humanos. Caio fala para executivos, conselhos e gestores públicos sobre estratégia de IA, infraestrutura digital e crescimento.",
    ],
    mediumBio:
      "Caio Menezes Aragão é executivo de tecnologia, autor e palestrante brasileiro, com mais de 20 anos em tecnologia. Nascido e criado em Aracaju, Sergipe, formou-se em Engenharia de Computação pela Universidade Federal de Sergipe, operou redes de telecomunicações no Nordeste e liderou dados e CRM no Grupo Horizonte Varejo, onde relançou um programa de fidelidade que chegou a 12 milhões de participantes. Fundou a Maré Digital, agência orientada por dados que atendeu mais de 300 marcas, e cofundou a Mirante Vision, empresa de visão computacional adquirida por um grupo brasileiro de logística em 2022. Em 2019 fundou a Cajueiro AI, consultoria de IA para empresas que, com a Mirante Vision, já entregou mais de 100 projetos de IA. Desde 2022 é CEO do Atalaia AI Campus, um campus de data centers de IA com investimento de mais de US$ 1 bilhão, movido a energia renovável, em Barra dos Coqueiros, Sergipe. Seu livro Raízes e Algoritmos (2024), publicado de forma independente, é um guia prático para liderar a transformação com inteligência artificial sem perder o que nos torna humanos. Fala para executivos, conselhos e líderes públicos sobre estratégia de IA, infraestrutura digital e crescimento.",
    photos: [PORTRAIT_1, STAGE_1, BOOK_SIGNING],
    keyProjects: [
      {
        name: "Atalaia AI Campus",
        role: "Diretor-presidente (CEO)",
        period: "2022 - hoje",
        description:
          "Campus de data centers em Barra dos Coqueiros, Sergipe, projetado para computação de IA de alta densidade e abastecido por contratos de longo prazo de energia renovável.",
        highlights: [
          "Mais de US$ 1 bilhão comprometido nas duas primeiras fases",
          "180 MW de capacidade prevista, com a primeira fase, de 60 MW, programada para 2026",
          "Resfriamento líquido em circuito fechado, sem uso de água potável",
          "Escola Atalaia, com 1.200 alunos formados até 2025",
        ],
      },
      {
        name: "Cajueiro AI",
        role: "Fundador e presidente do conselho",
        period: "2019 - hoje",
        description:
          "Consultoria que desenha, desenvolve e opera sistemas de IA para empresas, de modelos de crédito e de previsão de demanda a assistentes de IA generativa para atendimento ao cliente.",
        highlights: [
          "Mais de 100 projetos de IA entregues, somando a Mirante Vision",
          "140 especialistas em Aracaju, Recife e São Paulo",
          "Clientes em bancos, energia, varejo, saúde e setor público",
        ],
      },
      {
        name: "Mirante Vision",
        role: "Cofundador e CEO",
        period: "2017 - 2022",
        description:
          "Empresa de visão computacional que automatizou a inspeção de contêineres, o monitoramento de segurança e a contagem de plantas para portos e agronegócio no Brasil.",
        highlights: [
          "Inspeções de contêineres 70% mais rápidas nos terminais parceiros",
          "Adquirida por um grupo brasileiro de logística em 2022",
        ],
      },
      {
        name: "Maré Digital",
        role: "Fundador e CEO",
        period: "2013 - 2020",
        description:
          "Agência de marketing digital orientada a dados, unindo mídia de performance, análise e conteúdo para marcas regionais e nacionais.",
        highlights: ["Mais de 300 marcas atendidas", "Equipe de 65 pessoas quando Caio vendeu sua participação, em 2020"],
      },
    ],
    speakingTopics: [
      {
        title: "Liderar com IA sem perder o humano",
        description: "Cultura, confiança e hábitos de liderança para organizações que adotam inteligência artificial com velocidade.",
      },
      {
        title: "Infraestrutura de IA em mercados emergentes",
        description: "Energia, capital, talento e soberania digital, a partir da construção do Atalaia AI Campus.",
      },
      {
        title: "Do piloto ao lucro",
        description: "Um método prático, tirado de mais de 100 projetos de IA, para transformar experimentos em crescimento mensurável.",
      },
      {
        title: "Inovação longe das grandes capitais",
        description: "Como regiões como o Nordeste podem construir ecossistemas de tecnologia que mantêm os seus talentos em casa.",
      },
    ],
    contact: PRESS_CONTACT,
  },

  mediaKit: {
    title: "Media Kit",
    intro:
      "Materiais aprovados para reportagens, programação de eventos e transmissões: minibiografia, imagens em alta resolução, dados do livro, citações e áreas de especialidade.",
    contact: PRESS_CONTACT,
    shortBio:
      "Caio Menezes Aragão é executivo de tecnologia, autor e palestrante, nascido em Aracaju, Sergipe. Com mais de 20 anos em tecnologia, é CEO do Atalaia AI Campus, um campus de data centers de IA com investimento de mais de US$ 1 bilhão no Nordeste, e fundador da Cajueiro AI, consultoria que já entregou mais de 100 projetos de IA. Antes, cofundou a Mirante Vision, de visão computacional, e a agência de marketing digital Maré Digital. Em seu livro de 2024, Raízes e Algoritmos, defende que a inteligência artificial só gera valor duradouro quando tem raízes em pessoas, território e propósito. Fala para líderes do mundo todo.",
    images: [PORTRAIT_1, PORTRAIT_2, STAGE_1, STAGE_2, WORKSHOP, BOOK_SIGNING],
    imageCredit: `Foto: © ${NAME}. Todos os direitos reservados.`,
    imageUsage:
      "Uso liberado para fins editoriais e divulgação de eventos, com o crédito acima. Não corte rostos, não altere as cores e não use as imagens em publicidade sem autorização por escrito.",
    bookTable: [
      { label: "Título", value: BOOK_TITLE },
      { label: "Título em inglês", value: BOOK_ENGLISH_TITLE },
      { label: "Subtítulo", value: BOOK_SUBTITLE },
      { label: "Ano de publicação", value: String(BOOK_YEAR) },
      { label: "Idioma", value: "Português (Brasil)" },
      { label: "Formatos", value: "Impresso e Kindle" },
      { label: "Editora", value: "Publicação independente" },
      { label: "Onde comprar", value: "Amazon Brasil", href: BOOKSTORE },
    ],
    quotes: [
      {
        text: "A inteligência artificial não substitui raízes. Ela amplifica as raízes que você já tem.",
        source: "Raízes e Algoritmos, 2024",
      },
      {
        text: "Piloto que nunca chega à produção não é inovação. É uma demonstração cara.",
        source: "Palestra no Fórum Brasileiro de IA Aplicada, 2024",
      },
      {
        text: "A próxima grande região de data centers não precisa estar onde a última esteve. Precisa de energia, de talento e de coragem para começar.",
        source: "Entrevista à Revista Circuito, 2023",
      },
    ],
    expertise: [
      "Estratégia e governança de IA para conselhos",
      "Data centers e infraestrutura digital",
      "IA generativa nas empresas",
      "Aplicações de visão computacional",
      "Estratégia de crescimento e marketing digital",
      "Ecossistemas de inovação em mercados emergentes",
      "Liderança e gestão da mudança",
    ],
  },

  museumLetter: {
    title: "Carta de Reconhecimento",
    date: { iso: "2025-03-15", text: "15 de março de 2025" },
    museum: { name: "Museu Nordeste de Arte e Tecnologia", city: "Recife, Pernambuco, Brasil" },
    author: { name: "Beatriz Lacerda Fontes", title: "Diretora Executiva" },
    recipient: `${NAME}, CEO do Atalaia AI Campus, Aracaju, Sergipe`,
    subject: "Reconhecimento pela sua contribuição à exposição “Future of Creativity”",
    salutation: "Prezado Caio,",
    paragraphs: [
      "Em nome do Museu Nordeste de Arte e Tecnologia, escrevo para agradecer a sua generosa contribuição a “Future of Creativity” (O Futuro da Criatividade), exposição que apresentamos de 18 de outubro de 2024 a 23 de fevereiro de 2025.",
      "A sua aula inaugural sobre inteligência artificial e autoria humana deu o tom de toda a temporada, e a instalação interativa criada com os voluntários da Cajueiro AI, em que os visitantes viam um algoritmo aprender com os próprios desenhos, foi a sala mais visitada do museu. Mais de 52 mil pessoas passaram pela exposição, entre elas 9 mil estudantes de escolas públicas da região.",
      "Acima de tudo, você nos ajudou a mostrar que a conversa sobre tecnologia e criatividade é de todos e que ela pode começar aqui, no Nordeste. Nossos curadores e educadores me pediram que transmitisse a gratidão deles pela sua paciência, pela clareza e pelo respeito com que tratou os artistas.",
      "Por isso, é com grande alegria que o convido a integrar o conselho consultivo da nossa exposição de 2026, “Memory Machines” (Máquinas de Memória), que vai investigar como a inteligência artificial pode ajudar a preservar e reinterpretar o patrimônio cultural do Nordeste. O conselho se reunirá a cada três meses a partir de junho de 2025, e a sua experiência seria valiosíssima para a nossa equipe.",
      "Terei prazer em conversar sobre o convite quando for conveniente para você, e a nossa equipe curatorial está pronta para compartilhar o projeto da exposição assim que você aceitar.",
    ],
    closing: "Com profunda gratidão e um abraço cordial,",
  },

  seo: {
    siteName: NAME,
    pages: {
      home: {
        title: "Caio Menezes Aragão | Executivo de Tecnologia, Autor e Palestrante",
        description:
          "Executivo de tecnologia de Aracaju à frente de um campus de data centers de IA de mais de US$ 1 bilhão. Mais de 100 projetos de IA, 20+ anos em tecnologia, autor de Raízes e Algoritmos e palestrante.",
        keywords: [
          "Caio Menezes Aragão",
          "executivo de tecnologia",
          "palestrante de inteligência artificial",
          "data center de IA",
          "estratégia de IA",
          "Raízes e Algoritmos",
          "Aracaju",
          "Sergipe",
        ],
      },
      articles: {
        title: "Artigos sobre IA, Infraestrutura e Liderança | Caio Menezes Aragão",
        description:
          "Reflexões de Caio Menezes Aragão sobre inteligência artificial, infraestrutura digital, crescimento e liderança, a partir de mais de 100 projetos de IA e 20+ anos em tecnologia.",
        keywords: ["artigos sobre IA", "tendências de inteligência artificial", "infraestrutura de IA", "liderança em IA", "transformação digital"],
      },
      pressKit: {
        title: "Press Kit | Caio Menezes Aragão",
        description:
          "Press kit oficial de Caio Menezes Aragão: biografia aprovada, fotos, principais projetos, temas de palestra e contato da assessoria de imprensa.",
        keywords: ["press kit Caio Menezes Aragão", "biografia", "fotos para imprensa", "perfil de palestrante", "Atalaia AI Campus"],
      },
      mediaKit: {
        title: "Media Kit | Caio Menezes Aragão",
        description:
          "Media kit de Caio Menezes Aragão: minibiografia, imagens aprovadas em alta resolução, dados do livro Raízes e Algoritmos, citações e áreas de especialidade.",
        keywords: ["media kit Caio Menezes Aragão", "minibiografia", "imagens aprovadas", "Raízes e Algoritmos", "citações"],
      },
      museumLetter: {
        title: "Carta de Reconhecimento do Museu | Caio Menezes Aragão",
        description:
          "Carta de reconhecimento do Museu Nordeste de Arte e Tecnologia pela contribuição de Caio Menezes Aragão à exposição “Future of Creativity”.",
        keywords: ["Future of Creativity", "reconhecimento de museu", "IA e arte", "Caio Menezes Aragão", "conselho consultivo"],
      },
    },
    articleDescription:
      "Análises de especialista sobre inteligência artificial, infraestrutura digital e liderança, por Caio Menezes Aragão, executivo de tecnologia, autor e palestrante.",
    articleKeywords: ["inteligência artificial", "tendências de IA", "liderança em tecnologia", "infraestrutura digital", "Caio Menezes Aragão"],
    shareImage: SHARE_IMAGE,
  },
};
