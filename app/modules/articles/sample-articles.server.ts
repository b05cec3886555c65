/**
 * Sample content used to seed the articles blog.
 *
 * Plain data only: no runtime imports. HTML is restricted to the sanitiser's
 * allow-list (p, h2, h3, strong, em, u, ul, ol, li, blockquote, a[href], br).
 */

export interface SampleArticle {
  slug: string; // ^[a-z0-9-]+$
  title: string;
  excerpt: string; // 1-2 sentences, <= 220 chars
  content: string; // HTML
  categorySlug: string; // one of SAMPLE_CATEGORIES' slugs
  featured: boolean;
  pt: { title: string; excerpt: string; content: string } | null;
}

export interface SampleCategory {
  name: string;
  slug: string;
  description: string;
  /** The Portuguese name and description, shown on /pt pages (issue 30: "AI Trends" there read as English). */
  pt: { name: string; description: string };
}

export const SAMPLE_CATEGORIES: readonly SampleCategory[] = [
  {
    name: "AI Trends",
    slug: "ai-trends",
    description:
      "The shifts in models, tools and techniques that are reshaping how organizations put artificial intelligence to work.",
    pt: {
      name: "Tendências em IA",
      description: "As mudanças em modelos, ferramentas e técnicas que estão transformando a forma como as organizações usam a inteligência artificial.",
    },
  },
  {
    name: "AI Strategy",
    slug: "ai-strategy",
    description:
      "Practical guidance for executives and boards on governing, funding and measuring AI programs that deliver real value.",
    pt: {
      name: "Estratégia de IA",
      description: "Orientação prática para executivos e conselhos sobre como governar, financiar e medir programas de IA que geram valor de verdade.",
    },
  },
  {
    name: "Infrastructure",
    slug: "infrastructure",
    description:
      "Data centers, power, cooling and edge computing: the physical foundations that every ambitious AI strategy depends on.",
    pt: {
      name: "Infraestrutura",
      description: "Data centers, energia, refrigeração e computação de borda: a base física de que toda estratégia ambiciosa de IA depende.",
    },
  },
];

export const SAMPLE_ARTICLES: readonly SampleArticle[] = [
  {
    slug: "the-rise-of-multimodal-ai-models-2025",
    title: "The Rise of Multimodal AI Models in 2025",
    excerpt:
      "Models that read, see and listen at once have left the lab and entered daily operations. Here is where the value is, what it really costs and how to start without overcommitting.",
    categorySlug: "ai-trends",
    featured: true,
    content: `<p>For most of the last decade, artificial intelligence in the enterprise meant one modality at a time. We had vision systems that inspected welds, speech engines that transcribed call-center audio and text models that classified support tickets. Each lived in its own silo, with its own team and budget. In 2025 that separation is collapsing. The leading foundation models now read documents, look at photographs, listen to audio and watch video inside a single reasoning loop, and that shift is changing what executives should expect from their AI portfolios.</p>
<p>Having led more than a hundred AI projects, from port logistics in the Brazilian Northeast to hyperscale data-center builds, I have learned to be skeptical of announcements. This one is different, because the value shows up in ordinary workflows, not in keynote demos.</p>
<h2>What “multimodal” actually means now</h2>
<p>The early generation of multimodal systems was mostly stitching: an image captioner fed its output into a language model, which then answered questions about a description rather than about the image itself. Information was lost at every hand-off. Today’s <strong>natively multimodal</strong> models are trained on interleaved text, images, audio and video, so they build a shared internal representation. When you ask one of them why a pump is overheating, it can consider the maintenance log, the thermal photo and the recording of the bearing noise together.</p>
<p>The practical consequence is that the model can reason <em>across</em> evidence instead of summarizing each piece separately. That is exactly how experienced engineers, doctors and insurance adjusters work, and it is why this trend matters more than another point of benchmark accuracy.</p>
<h2>Where the value is showing up first</h2>
<p>In the projects I have reviewed this year, the fastest returns come from processes where people already juggle several formats to reach a decision. Three patterns stand out:</p>
<ul>
<li><strong>Field operations.</strong> Technicians photograph equipment, dictate observations and receive a draft work order that cites the relevant page of the manual. One utility client cut the time to close an inspection report from two days to under three hours.</li>
<li><strong>Claims and compliance.</strong> Insurers and banks combine scanned forms, photos of damage and recorded calls. A multimodal model flags inconsistencies, such as a damage photo whose metadata contradicts the reported date, for a human to review.</li>
<li><strong>Customer service.</strong> Customers increasingly send a picture or short video instead of describing a problem, and agents supported by a model that understands it resolve far more cases on first contact.</li>
</ul>
<h3>A note on video</h3>
<p>Video understanding is the most expensive modality and the least mature. It is promising for safety monitoring and quality control, but the compute cost per hour of footage is still high. Sample frames intelligently and reserve full-motion analysis for moments that a cheaper model has already flagged.</p>
<h2>The infrastructure bill nobody mentions</h2>
<p>Multimodal workloads are heavier than text. An image can consume as many tokens as several pages of prose, and audio and video multiply that again. Storage grows too, because you need to retain the source media for audit and retraining. Before approving a multimodal program, ask your teams for a cost model per transaction, not per month, and insist that it includes inference, storage, network egress and human review.</p>
<blockquote><p>“The model is the cheapest part of the system. The expensive parts are the data you have to keep, the people who have to check it and the trust you lose when it is wrong.” — chief operating officer of a regional logistics group</p></blockquote>
<h2>Governance gets harder, not easier</h2>
<p>Images and recordings carry personal data in ways that text often does not: faces, license plates, voices, documents lying on a desk in the background. Under regulations such as Brazil’s <a href="https://en.wikipedia.org/wiki/General_Personal_Data_Protection_Law">LGPD</a> and Europe’s GDPR, that matters. A sensible governance checklist for multimodal systems includes:</p>
<ol>
<li>Classify which media types each use case may ingest, and block the rest by default.</li>
<li>Redact or blur personal information before storage wherever the use case allows.</li>
<li>Keep a traceable link between every model output and the media that produced it.</li>
<li>Test for failure modes specific to media, such as poor lighting, regional accents and low-resolution scans.</li>
</ol>
<h2>How to start without overcommitting</h2>
<p>The temptation is to launch a grand “multimodal platform”. Resist it. Pick one process where people already combine formats, measure how long it takes today and run a twelve-week pilot with a clear success threshold. Use a managed model first; consider fine-tuning or self-hosting only when volumes and data sensitivity justify it. Above all, design the human review step from day one rather than bolting it on after the first embarrassing error.</p>
<p>Multimodal AI is not a separate category of technology for a new team to manage; it is the direction in which all serious AI is heading. The organizations that benefit most in 2025 will be those that treat it as a redesign of how work flows between people, documents and machines, and not as another tool to buy.</p>`,
    pt: {
      title: "A Ascensão dos Modelos de IA Multimodais em 2025",
      excerpt:
        "Modelos que leem, enxergam e escutam ao mesmo tempo saíram do laboratório e chegaram às operações. Veja onde está o valor, quanto isso custa de fato e como começar sem exageros.",
      content: `<p>Durante boa parte da última década, inteligência artificial nas empresas significava uma modalidade de cada vez. Tínhamos sistemas de visão que inspecionavam soldas, motores de voz que transcreviam o áudio das centrais de atendimento e modelos de texto que classificavam chamados de suporte. Cada um vivia no seu próprio silo, com equipe e orçamento próprios. Em 2025, essa separação está desmoronando. Os principais modelos de base agora leem documentos, analisam fotografias, escutam áudio e assistem a vídeos dentro de um único ciclo de raciocínio, e isso muda o que os executivos devem esperar de seus portfólios de IA.</p>
<p>Depois de liderar mais de cem projetos de IA, da logística portuária no Nordeste brasileiro à construção de data centers em hiperescala, aprendi a desconfiar de anúncios. Este é diferente, porque o valor aparece no trabalho do dia a dia, não em demonstrações de palco.</p>
<h2>O que “multimodal” significa hoje</h2>
<p>A primeira geração de sistemas multimodais era basicamente uma costura: um gerador de legendas de imagem alimentava um modelo de linguagem, que então respondia a perguntas sobre uma descrição, e não sobre a imagem em si. Perdia-se informação a cada passagem. Os modelos <strong>nativamente multimodais</strong> de hoje são treinados com texto, imagens, áudio e vídeo intercalados e, por isso, constroem uma representação interna compartilhada. Quando você pergunta a um deles por que uma bomba está superaquecendo, ele consegue considerar ao mesmo tempo o registro de manutenção, a foto térmica e a gravação do ruído do rolamento.</p>
<p>A consequência prática é que o modelo raciocina <em>entre</em> as evidências, em vez de resumir cada uma separadamente. É assim que trabalham engenheiros, médicos e peritos de seguros experientes, e por isso essa tendência importa mais do que um ponto a mais de acurácia em benchmarks.</p>
<h2>Onde o valor aparece primeiro</h2>
<p>Nos projetos que revisei este ano, os retornos mais rápidos vêm de processos em que as pessoas já lidam com vários formatos para chegar a uma decisão. Três padrões se destacam:</p>
<ul>
<li><strong>Operações de campo.</strong> Técnicos fotografam equipamentos, ditam observações e recebem um rascunho de ordem de serviço que cita a página relevante do manual. Um cliente do setor elétrico reduziu o tempo para fechar um relatório de inspeção de dois dias para menos de três horas.</li>
<li><strong>Sinistros e compliance.</strong> Seguradoras e bancos combinam formulários digitalizados, fotos de avarias e ligações gravadas. Um modelo multimodal sinaliza inconsistências, como uma foto de dano cujos metadados contradizem a data informada, para revisão humana.</li>
<li><strong>Atendimento ao cliente.</strong> Cada vez mais, os clientes enviam uma foto ou um vídeo curto em vez de descrever o problema, e atendentes apoiados por um modelo que entende a imagem resolvem muito mais casos já no primeiro contato.</li>
</ul>
<h3>Uma observação sobre vídeo</h3>
<p>A compreensão de vídeo é a modalidade mais cara e a menos madura. É promissora para monitoramento de segurança e controle de qualidade, mas o custo computacional por hora de gravação ainda é alto. Amostre quadros de forma inteligente e reserve a análise completa para os trechos que um modelo mais barato já tenha sinalizado.</p>
<h2>A conta de infraestrutura que ninguém menciona</h2>
<p>Cargas de trabalho multimodais são mais pesadas do que as de texto. Uma imagem pode consumir tantos tokens quanto várias páginas de prosa, e áudio e vídeo multiplicam isso outra vez. O armazenamento também cresce, porque é preciso guardar a mídia original para auditoria e retreinamento. Antes de aprovar um programa multimodal, peça às equipes um modelo de custo por transação, não por mês, que inclua inferência, armazenamento, tráfego de saída de rede e revisão humana.</p>
<blockquote><p>“O modelo é a parte mais barata do sistema. As partes caras são os dados que você precisa guardar, as pessoas que precisam conferi-los e a confiança que você perde quando ele erra.” — diretor de operações de um grupo regional de logística</p></blockquote>
<h2>A governança fica mais difícil, não mais fácil</h2>
<p>Imagens e gravações carregam dados pessoais de formas que o texto muitas vezes não carrega: rostos, placas de veículos, vozes, documentos esquecidos sobre uma mesa ao fundo. Sob regulações como a <a href="https://en.wikipedia.org/wiki/General_Personal_Data_Protection_Law">LGPD</a> brasileira e o GDPR europeu, isso faz diferença. Um checklist de governança sensato para sistemas multimodais inclui:</p>
<ol>
<li>Definir quais tipos de mídia cada caso de uso pode receber e bloquear os demais por padrão.</li>
<li>Ocultar ou desfocar informações pessoais antes do armazenamento sempre que o caso de uso permitir.</li>
<li>Manter um vínculo rastreável entre cada resposta do modelo e a mídia que a originou.</li>
<li>Testar modos de falha específicos de mídia, como iluminação ruim, sotaques regionais e digitalizações de baixa resolução.</li>
</ol>
<h2>Como começar sem se comprometer demais</h2>
<p>A tentação é lançar uma grande “plataforma multimodal”. Resista. Escolha um processo em que as pessoas já combinam formatos, meça quanto tempo ele leva hoje e rode um piloto de doze semanas com um critério de sucesso claro. Use primeiro um modelo gerenciado; considere ajuste fino ou hospedagem própria apenas quando o volume e a sensibilidade dos dados justificarem. Acima de tudo, desenhe a etapa de revisão humana desde o primeiro dia, em vez de improvisá-la depois do primeiro erro constrangedor.</p>
<p>IA multimodal não é uma categoria à parte de tecnologia, a ser gerida por uma equipe nova; é a direção para a qual toda IA séria está caminhando. As organizações que mais vão se beneficiar em 2025 serão aquelas que a tratarem como um redesenho do fluxo de trabalho entre pessoas, documentos e máquinas, e não como mais uma ferramenta a comprar.</p>`,
    },
  },
  {
    slug: "ai-agents-move-from-demo-to-production",
    title: "AI Agents Move from Demo to Production",
    excerpt:
      "Agent demos impress for five minutes; production agents must run ten thousand times a day. A practical guide to choosing use cases, staging autonomy and building guardrails that hold.",
    categorySlug: "ai-trends",
    featured: false,
    content: `<p>If 2023 was the year every company built a chatbot, 2025 is the year every company wants an agent. The pitch is seductive: instead of merely answering questions, software that plans, calls tools, updates systems and finishes tasks on its own. I have seen dozens of agent demos this year, and most of them are impressive for exactly five minutes. The harder question, and the one executives should be asking, is what it takes to move an agent from a polished demo into a production process that runs ten thousand times a day without constant supervision.</p>
<h2>Why demos succeed and deployments stall</h2>
<p>A demo runs on a happy path. The data is clean, the APIs respond and the person presenting knows which prompts work. Production is the opposite. Records are incomplete, systems time out, permissions differ by region and users phrase requests in ways nobody anticipated. An agent that chains six steps with 95 percent reliability each completes the whole task only about 74 percent of the time. That arithmetic, more than any limitation of the underlying model, explains why so many pilots quietly stall.</p>
<p>The lesson is that agent reliability is a <strong>systems engineering</strong> problem. The model is one component; the orchestration, the tool interfaces, the error handling and the monitoring are where projects succeed or fail.</p>
<h2>Choosing the right first use case</h2>
<p>The best early agent deployments I have overseen share a profile. They automate work that is frequent, rule-bound enough to verify and tedious enough that staff are glad to hand it over. Good candidates include:</p>
<ul>
<li>Reconciling invoices against purchase orders and flagging exceptions for a human buyer.</li>
<li>Triaging IT service tickets, gathering diagnostics and proposing a fix for an engineer to approve.</li>
<li>Preparing first drafts of supplier due-diligence files from public registries and internal records.</li>
<li>Scheduling field crews by combining weather forecasts, inventory levels and customer availability.</li>
</ul>
<p>Notice what these have in common: the output can be checked, the cost of an occasional error is bounded and a human remains accountable for the final decision. Avoid starting with processes where a single mistake moves money irreversibly or reaches a customer without review.</p>
<h2>Designing for autonomy in stages</h2>
<p>I encourage teams to think of autonomy as a dial, not a switch. In most programs we move through three levels:</p>
<ol>
<li><strong>Suggest.</strong> The agent prepares an action and a human executes it. You learn where it is wrong without taking any risk.</li>
<li><strong>Act with approval.</strong> The agent executes after a one-click human confirmation. The approval rate becomes your primary quality metric.</li>
<li><strong>Act and report.</strong> The agent executes on its own within defined limits and reports afterwards, with automatic escalation for anything outside those limits.</li>
</ol>
<p>Each stage should have an explicit exit criterion, such as an approval rate above 97 percent over four consecutive weeks, before the dial turns any further.</p>
<h3>Guardrails that actually work</h3>
<p>Prompt instructions alone are not guardrails. Real controls live outside the model: scoped credentials so the agent can only touch what it needs, hard limits on transaction values, allow-lists of tools, rate limits and a full audit log of every action and the reasoning that led to it. If your security team cannot answer “what exactly can this agent do, and how would we know if it did something else?”, you are not ready for production.</p>
<blockquote><p>“We stopped asking whether the agent was smart enough and started asking whether our systems were ready to be operated by software. That question changed the whole project.” — head of operations at a mid-sized distribution company</p></blockquote>
<h2>The operating model behind the agent</h2>
<p>Agents change who does what. Someone must own each agent the way a manager owns a team: defining its scope, reviewing its performance and deciding when to expand or retire it. In practice, the most successful organizations create a small <em>agent operations</em> function that sits between the business and IT. It maintains the tool catalog, watches cost and quality dashboards and runs regular reviews of escalated cases.</p>
<p>Budgeting changes too. Agents consume far more model calls than chat assistants because they plan, retry and verify their own work. I have seen monthly inference costs triple when an agent moved from pilot to full volume. Track cost per completed task, not cost per call, and compare it honestly with the fully loaded cost of the human process it supports.</p>
<h2>What to expect in the next twelve months</h2>
<p>Standard protocols for connecting models to tools are maturing quickly, and most major enterprise software vendors are shipping agent features inside their products. That will lower integration costs, but it will also produce <em>agent sprawl</em>: dozens of semi-autonomous processes, each configured differently, running across your systems with little central visibility. Start your inventory now, before the sprawl arrives.</p>
<p>Agents are real, and in the right processes they already deliver meaningful savings. But the winners in 2025 will not be the companies with the most dazzling demos. They will be the ones that treat agents as a new kind of workforce, with clear responsibilities, limited permissions and managers who are accountable for their results.</p>`,
    pt: null,
  },
  {
    slug: "small-language-models-at-the-edge",
    title: "Small Language Models at the Edge",
    excerpt:
      "Compact models now handle a surprising share of enterprise tasks on laptops, gateways and phones. Why that matters for latency, cost and data sovereignty, and where they still fall short.",
    categorySlug: "infrastructure",
    featured: false,
    content: `<p>The headlines in AI still belong to the largest models, trained on tens of thousands of accelerators and served from enormous data centers. Yet one of the most consequential trends of 2025 is happening at the other end of the scale. <strong>Small language models</strong>, with a few billion parameters or fewer, have become good enough to handle a surprising share of enterprise tasks, and they can run on a laptop, a factory gateway or a phone. For executives responsible for cost, latency and data sovereignty, this opens options that did not exist two years ago.</p>
<h2>Why small models got good</h2>
<p>Three developments converged. First, training techniques improved: smaller models are now trained on far more carefully curated data, often including high-quality synthetic examples generated by larger models. Second, <a href="https://en.wikipedia.org/wiki/Knowledge_distillation">knowledge distillation</a> lets a compact model learn to imitate a much larger teacher within a specific domain. Third, quantization reduces the numerical precision of model weights, shrinking memory requirements by a factor of four or more with a modest loss of quality.</p>
<p>The result is that a model small enough to fit on a single consumer-grade chip can now summarize maintenance reports, extract fields from invoices or classify customer messages with accuracy close to a frontier model, <em>provided the task is narrow and well defined</em>. That caveat is important, and I will return to it.</p>
<h2>The business case for the edge</h2>
<p>In my infrastructure work I have watched organizations send every request to a remote model by default and only later discover the consequences. Running small models locally addresses four recurring pain points:</p>
<ul>
<li><strong>Latency.</strong> A quality-inspection camera on a production line cannot wait half a second for a round trip to the cloud. Local inference responds in milliseconds.</li>
<li><strong>Connectivity.</strong> Offshore platforms, farms in the interior and ships at sea have intermittent links. An edge model keeps working when the network does not.</li>
<li><strong>Data residency.</strong> Hospital records, legal files and industrial secrets can be processed without ever leaving the building, which simplifies compliance considerably.</li>
<li><strong>Cost at volume.</strong> When a task runs millions of times a day, the per-call price of a large hosted model adds up fast. A small model on owned hardware has a predictable, mostly fixed cost.</li>
</ul>
<h3>A practical example</h3>
<p>One agribusiness group I advised wanted to help field agronomists diagnose crop problems in areas with no mobile signal. A large cloud model was out of the question. The team fine-tuned a compact model on the company’s own agronomy manuals and years of field notes, quantized it and deployed it on rugged tablets. It does not know everything, but it answers the two hundred most common questions reliably and logs the rest for expert review when the tablet reconnects. Adoption was high precisely because it worked where people actually are.</p>
<h2>Where small models fall short</h2>
<p>Small models are specialists. They struggle with open-ended reasoning, long documents, multi-step planning and questions outside their training domain. They are also more prone to confident errors when pushed beyond their competence. The right architecture is therefore usually <em>hybrid</em>: a small local model handles routine requests and routes hard or ambiguous cases to a larger model in the cloud, with the user’s consent where data sensitivity requires it.</p>
<blockquote><p>“Think of the small model as your front desk and the large model as your specialist consultant. You do not want the consultant answering the phone, and you do not want the front desk performing surgery.” — the author, in a briefing to a hospital network’s board</p></blockquote>
<h2>What leaders should do now</h2>
<p>Small models change the economics of AI, but only if the organization is prepared to operate them. My recommendations for the year ahead:</p>
<ol>
<li>Audit your current AI workloads and identify high-volume, narrow tasks that are candidates for a smaller model.</li>
<li>Build an evaluation set for each task from real examples, so you can compare small and large models on evidence rather than vendor claims.</li>
<li>Plan the device lifecycle: updating models on thousands of edge devices is a software distribution problem, with the same security demands as any firmware rollout.</li>
<li>Review licenses carefully, since open-weight models come with very different terms for commercial use.</li>
</ol>
<p>There is also a talent dimension. Running models on your own hardware requires skills in model optimization, embedded systems and MLOps that many enterprise IT teams do not yet have. Partnering is fine at first, but build internal competence if the edge is strategic for your business.</p>
<p>The future of enterprise AI is not one giant model answering every question. It is a portfolio: large models where breadth and reasoning matter, small models where speed, privacy and cost matter, and a well-designed routing layer in between. The companies that learn to manage that portfolio in 2025 will spend less and serve their people better than those that send everything to the biggest model available.</p>`,
    pt: null,
  },
  {
    slug: "the-data-center-power-crunch",
    title: "The Data Center Power Crunch",
    excerpt:
      "Electricity has become the scarcest input to AI. What the power and cooling crunch means for companies that build data centers, for those that rent capacity and for countries like Brazil.",
    categorySlug: "infrastructure",
    featured: false,
    content: `<p>For twenty years, data center planning followed a familiar rhythm. You forecast demand, secured land and fiber, negotiated a power contract and built in phases. Power was a line item, important but rarely the binding constraint. In 2025 that has changed completely. Across the major markets, <strong>electricity is now the scarcest input to AI</strong>, ahead of chips, capital and talent. Having led large data-center builds, I can say plainly that most boards still underestimate how quickly this constraint will shape their AI strategy.</p>
<h2>How we got here</h2>
<p>A conventional enterprise rack drew somewhere between five and ten kilowatts. A rack filled with modern AI accelerators can draw well over a hundred kilowatts, and hardware roadmaps point higher still. Multiply that by thousands of racks and a single AI campus can demand as much electricity as a mid-sized city. Utilities in several regions now quote connection timelines of five years or more for large new loads, because the transmission lines and substations simply do not exist yet.</p>
<p>At the same time, demand is not slowing. Training runs keep growing, and inference, which was supposed to be the cheap part, is expanding faster than expected as AI features spread into every product. The gap between what the industry wants to build and what the grid can deliver is the defining infrastructure story of the year.</p>
<h2>Cooling has become a strategic decision</h2>
<p>Air cooling reaches its practical limit somewhere around forty kilowatts per rack. Beyond that, you need liquid. The main options are:</p>
<ul>
<li><strong>Rear-door heat exchangers</strong>, which retrofit onto existing racks and buy time in older facilities.</li>
<li><strong>Direct-to-chip liquid cooling</strong>, where cold plates sit on processors and carry heat away through a closed loop. This is quickly becoming the default for new AI deployments.</li>
<li><strong>Immersion cooling</strong>, in which servers sit in a dielectric fluid. It is highly efficient but demands new operational skills and changes maintenance procedures substantially.</li>
</ul>
<p>Each choice affects floor loading, plumbing, water consumption, staff training and vendor lock-in. It is no longer a detail to delegate to the facilities team at the end of a project; it belongs in the first design review.</p>
<h3>Water is the next constraint</h3>
<p>Evaporative cooling systems can consume large volumes of water, and communities are noticing. In drought-prone regions, including parts of the Brazilian Northeast where I grew up, water permits are becoming as contentious as power connections. Closed-loop designs and heat reuse are worth the extra capital cost if they secure the <em>social license to operate</em>.</p>
<blockquote><p>“We used to pick sites for fiber and tax incentives. Now the first question is who can give us a hundred megawatts before the end of the decade, and the second is whether the town will still welcome us when we arrive.” — development director at a colocation provider</p></blockquote>
<h2>What this means for enterprises that do not build data centers</h2>
<p>Most companies will never build their own AI campus, but they will feel the crunch through price and availability. Accelerator capacity in popular cloud regions sells out, reserved-capacity contracts lengthen and energy costs pass through into service pricing. Practical responses include:</p>
<ol>
<li><strong>Plan capacity like a supply chain.</strong> Forecast AI compute needs twelve to twenty-four months ahead and secure reservations for critical workloads.</li>
<li><strong>Optimize before you scale.</strong> Smaller models, batching, caching and quantization can cut inference energy by half or more for many workloads.</li>
<li><strong>Diversify regions.</strong> Latency-tolerant workloads such as batch analytics and training can run where power is cheaper and cleaner.</li>
<li><strong>Measure energy per outcome.</strong> Ask vendors for the energy and carbon footprint of your workloads, and include it in business cases.</li>
</ol>
<h2>The opportunity for countries like Brazil</h2>
<p>There is a positive side to this story. Regions with abundant renewable generation, available land and improving connectivity have a real chance to attract AI infrastructure. Brazil’s electricity matrix is predominantly renewable, built on hydro, wind and solar, and the Northeast has some of the best wind and solar resources in the world. Turning that advantage into data center investment requires transmission capacity, regulatory stability and a skilled workforce, none of which appear overnight. But the window is open, and countries that move decisively in the next few years could become preferred homes for the world’s compute.</p>
<p>The power crunch is not a temporary bottleneck that the market will solve next quarter. It is a structural feature of the AI era. Executives who understand that energy, water and cooling are now strategic inputs, and who plan for them with the same seriousness as talent and capital, will keep their AI ambitions on schedule. Those who treat power as somebody else’s problem will find their roadmaps decided by the local utility.</p>`,
    pt: null,
  },
  {
    slug: "responsible-ai-governance-for-boards",
    title: "Responsible AI Governance for Boards",
    excerpt:
      "With regulation taking shape and AI embedded in core processes, oversight can no longer be an occasional slide deck. Five questions and a practical structure every board can use in 2025.",
    categorySlug: "ai-strategy",
    featured: false,
    content: `<p>Boards of directors have spent the past two years being told that AI is both an existential opportunity and an existential risk. Both claims contain some truth, but neither helps a director decide what to ask at the next meeting. In 2025, with regulation taking shape in several jurisdictions and AI embedded in core business processes, governance can no longer be an occasional presentation from the technology team. It needs to become part of how the board oversees the company, in the same way it oversees financial reporting or cybersecurity.</p>
<h2>Why 2025 is a turning point</h2>
<p>Three forces are converging. First, the regulatory landscape has moved from principles to obligations. The European Union’s <a href="https://en.wikipedia.org/wiki/Artificial_Intelligence_Act">AI Act</a> is being phased in, Brazil is debating its own framework, and sector regulators in finance, health and insurance are issuing guidance. Second, AI is no longer confined to experiments; it makes or informs decisions about credit, hiring, pricing and medical triage. Third, investors and customers are asking sharper questions about how companies use AI, and a single incident can damage trust built over decades.</p>
<p>Across the more than one hundred AI projects I have been involved in, the failures rarely came from exotic technical problems. They came from <strong>unclear accountability</strong>: nobody was sure who had approved a model, what data it used or who was watching its behavior after launch.</p>
<h2>The five questions every board should ask</h2>
<p>Directors do not need to understand neural network architectures. They need to ask the right questions and insist on clear answers. I recommend starting with these:</p>
<ol>
<li><strong>What AI do we use?</strong> Is there a complete inventory of AI systems, including those embedded in vendor software, with a named owner for each?</li>
<li><strong>Which uses are high risk?</strong> Has management classified systems by their potential impact on customers, employees and the company, and are high-risk systems subject to stronger controls?</li>
<li><strong>How do we know it works?</strong> What testing is done before deployment, and how is performance monitored afterwards for drift, bias and errors?</li>
<li><strong>Who can stop it?</strong> Is there a clear process and authority to pause or withdraw a system that behaves badly?</li>
<li><strong>What would we tell the public?</strong> If a system failed tomorrow, could we explain what it did, why it happened and what we are doing about it?</li>
</ol>
<h2>Building a governance structure that works</h2>
<p>Good AI governance is proportionate. A model that suggests marketing subject lines does not need the same scrutiny as one that recommends loan approvals. The structures I have seen work well share some common features.</p>
<h3>Clear roles at three levels</h3>
<ul>
<li><strong>The board</strong> sets risk appetite, approves the AI policy and receives regular reporting, typically through the audit or risk committee.</li>
<li><strong>An executive AI council</strong>, chaired by a senior leader and including legal, risk, technology, data and business representatives, approves high-risk use cases and resolves conflicts.</li>
<li><strong>Product and system owners</strong> are accountable for the day-to-day behavior of each AI system, including monitoring and incident response.</li>
</ul>
<p>This mirrors the well-established <em>three lines</em> model used in risk management, which helps directors fit AI into oversight structures they already understand.</p>
<blockquote><p>“Our turning point came when we stopped treating AI ethics as a values statement and started treating it as a control environment, with owners, tests and evidence.” — chair of the risk committee at a Latin American financial institution</p></blockquote>
<h2>Avoiding governance theater</h2>
<p>There is a real danger of governance that looks impressive but changes nothing: lengthy principles documents, committees that meet without authority and checklists completed after a system has already launched. Warning signs include approvals that are never refused, risk assessments that all read the same and incident logs that are suspiciously empty. Directors should ask for examples of use cases that were modified or rejected, because a process that never says no is not really a process.</p>
<p>Equally, governance must not become a bottleneck that drives teams to use unapproved tools in secret. Fast-track paths for low-risk uses, reusable templates and pre-approved platforms make compliance the easy option rather than the burdensome one.</p>
<h2>Competence at the board level</h2>
<p>Finally, boards need enough literacy to challenge management credibly. That does not mean every director must become a technologist, but it does mean regular education sessions, access to independent expertise and, increasingly, at least one director with hands-on experience of technology transformation. A board that cannot tell a realistic roadmap from an inflated one cannot fulfill its oversight duty.</p>
<p>Responsible AI governance is not a brake on innovation. Done well, it is what allows a company to move quickly with confidence, because everyone knows the boundaries, the owners and the escalation paths. In 2025, the boards that build this capability will be the ones whose companies can take bold bets on AI and still sleep at night.</p>`,
    pt: null,
  },
  {
    slug: "measuring-roi-of-generative-ai",
    title: "Measuring the ROI of Generative AI",
    excerpt:
      "CFOs want to know what generative AI spending actually delivers. A four-layer measurement framework, an honest cost model and a portfolio approach that survives a finance review.",
    categorySlug: "ai-strategy",
    featured: false,
    content: `<p>After two years of enthusiastic experimentation, the mood in many boardrooms has shifted. Chief financial officers are asking a simple question that technology leaders often struggle to answer: <strong>what are we actually getting for all this spending on generative AI?</strong> It is a fair question. Many organizations launched dozens of pilots, bought assistant licenses for the entire workforce and hired specialist teams, yet can point to few results that show up in the financial statements. In 2025, proving return on investment has become the price of continued funding.</p>
<h2>Why generative AI is hard to measure</h2>
<p>Traditional automation projects had clean business cases. You replaced a manual process with software, counted the hours saved and calculated payback. Generative AI is messier, for several reasons. Its benefits are often spread thinly across many employees, saving fifteen minutes here and half an hour there. Time saved does not automatically become money saved unless the organization redeploys it. And the quality improvements it brings, such as better-written proposals or faster answers to customers, are real but difficult to price.</p>
<p>The result is a familiar pattern: enthusiastic surveys in which employees report feeling more productive, alongside a finance team that cannot find the savings. Both can be true at the same time.</p>
<h2>A framework that survives a CFO review</h2>
<p>Across the AI initiatives I have led, the programs that secured continued investment measured value in four layers, each more demanding than the last:</p>
<ol>
<li><strong>Adoption.</strong> Are people actually using the tool, how often and for which tasks? Low adoption makes every other number irrelevant.</li>
<li><strong>Efficiency.</strong> How much faster is a defined task completed, measured against a baseline taken before deployment rather than estimated afterwards?</li>
<li><strong>Effectiveness.</strong> Did quality improve in measurable ways, such as fewer errors, higher conversion rates or better customer satisfaction scores?</li>
<li><strong>Financial impact.</strong> Did the efficiency and effectiveness gains translate into lower costs, higher revenue, avoided hires or reduced risk that appears in the accounts?</li>
</ol>
<p>Many programs stop at the first or second layer. The ones that earn credibility push through to the fourth, even when the numbers turn out smaller than the original promises.</p>
<h3>Establish the baseline first</h3>
<p>The single most common mistake is failing to measure the current process before introducing AI. Without a baseline, every benefit is an estimate, and estimates are easy to dismiss. Spend two to four weeks measuring cycle times, error rates and volumes before the pilot starts. It is unglamorous work, but it will save the program later.</p>
<h2>Counting the full cost</h2>
<p>The other half of ROI is cost, and it is routinely understated. A realistic total cost of ownership for a generative AI use case includes:</p>
<ul>
<li>Model and platform fees, including inference costs that grow with usage.</li>
<li>Integration work with existing systems, often the largest single expense.</li>
<li>Data preparation, cleaning and the ongoing maintenance of knowledge sources.</li>
<li>Human review and quality assurance, which rarely disappear entirely.</li>
<li>Change management, training and the productivity dip during adoption.</li>
<li>Governance, security and legal review.</li>
</ul>
<p>I have seen business cases in which license fees represented less than a quarter of the true cost. When the full picture emerged, some use cases remained compelling and others were quietly retired, which is exactly what good portfolio management should produce.</p>
<blockquote><p>“We stopped funding AI projects and started funding business outcomes that happened to use AI. That change in language changed everything about how proposals were written and judged.” — chief financial officer of a consumer goods company</p></blockquote>
<h2>Managing AI as a portfolio</h2>
<p>Not every initiative should be held to the same payback period. I recommend dividing generative AI investments into three groups. <em>Productivity</em> bets, such as assistants for writing and coding, should show returns within a year. <em>Process transformation</em> bets, which redesign a workflow end to end, may take eighteen months or more. <em>Strategic</em> bets, such as new AI-enabled products, are closer to venture investments and should be judged on learning milestones before revenue.</p>
<p>Review the portfolio every quarter. Scale what works, fix what is promising and stop what is not delivering. Killing projects is not failure; continuing to fund projects that cannot demonstrate value is.</p>
<h2>The real return</h2>
<p>The organizations showing the strongest results in 2025 are not those with the most pilots. They are the ones that picked a few processes that matter, redesigned them around what AI does well, measured rigorously and reinvested the savings. Generative AI can absolutely pay for itself. But it does so through disciplined management, not through enthusiasm, and the executives who bring that discipline will be the ones who keep their budgets when the hype cycle turns.</p>`,
    pt: null,
  },
];
