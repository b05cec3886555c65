import type { Kysely } from "kysely";

// Frozen once merged: never import app code here. Portability rules: ADR 004.

/**
 * Issue 28: the three sample testimonials were the owner's own quotes (the media kit's first quotes),
 * signed with his own name: a testimonial is what someone else said. Each sample still as shipped becomes
 * a fictional organiser's words about one of the sample persona's keynotes (the organisation named, no
 * role: a role would be English words on the Portuguese pages); a sample the owner edited, and every
 * testimonial the owner added, stays as it is. Down puts the shipped words back (same test).
 */

const OWNER = "Caio Menezes Aragão";

const REWORDED = [
  {
    before: "Artificial intelligence does not replace roots. It amplifies whatever roots you already have.",
    after: {
      quote: "Caio closed our convention with “Roots and Algorithms” and the hall stayed full to the last minute. Our leaders left with a plan for AI, not a fear of it.",
      quote_pt: "Caio encerrou nossa convenção com “Raízes e Algoritmos” e o auditório ficou cheio até o último minuto. Nossas lideranças saíram com um plano para a IA, não com medo dela.",
      person: "Marina Teles",
      organisation: "Instituto Líderes do Nordeste",
      event: "Convenção Nordeste de Lideranças 2025",
      permission_date: "2025-04-02",
    },
  },
  {
    before: "A pilot that never reaches production is not innovation. It is an expensive demonstration.",
    after: {
      quote: "“From Pilot to Profit” was the best-rated keynote of the forum. Caio spoke to our board members in numbers, and three of them asked us for his one-sheet the same afternoon.",
      quote_pt: "“Do piloto ao lucro” foi a palestra mais bem avaliada do fórum. Caio falou com nossos conselheiros em números, e três deles pediram o material dele na mesma tarde.",
      person: "Ricardo Alves",
      organisation: "Associação Brasileira de IA Aplicada",
      event: "Fórum Brasileiro de IA Aplicada 2024",
      permission_date: "2024-11-18",
    },
  },
  {
    before: "The next great data-center region does not have to be where the last one was. It needs energy, talent and the courage to start.",
    after: {
      quote: "Caio made data-center infrastructure clear to an audience of investors and engineers alike, then moderated the panel that followed without notes. We booked him again for the next edition.",
      quote_pt: "Caio deixou a infraestrutura de data centers clara para investidores e engenheiros ao mesmo tempo, e depois mediou o painel seguinte sem anotações. Já o convidamos para a próxima edição.",
      person: "Helena Prado",
      organisation: "Rede Energia e Dados",
      event: "Semana de Energia e Dados 2024",
      permission_date: "2024-09-30",
    },
  },
];

const SHIPPED_EVENTS = ["Raízes e Algoritmos, 2024", "Fórum Brasileiro de IA Aplicada, 2024", "Revista Circuito, 2023"];
const SHIPPED_PT = [
  "A inteligência artificial não substitui raízes. Ela amplifica as raízes que você já tem.",
  "Piloto que nunca chega à produção não é inovação. É uma demonstração cara.",
  "A próxima grande região de data centers não precisa estar onde a última esteve. Precisa de energia, de talento e de coragem para começar.",
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const sample of REWORDED) {
    await db
      .updateTable("testimonials")
      .set(sample.after)
      .where("quote", "=", sample.before)
      .where("person", "=", OWNER)
      .where("role", "is", null)
      .where("organisation", "is", null)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [index, sample] of REWORDED.entries()) {
    await db
      .updateTable("testimonials")
      .set({
        quote: sample.before,
        quote_pt: SHIPPED_PT[index],
        person: OWNER,
        role: null,
        organisation: null,
        event: SHIPPED_EVENTS[index],
        permission_date: "2024-01-01",
      })
      .where("quote", "=", sample.after.quote)
      .where("person", "=", sample.after.person)
      .execute();
  }
}
