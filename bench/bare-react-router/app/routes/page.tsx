import { useLoaderData } from "react-router";

/** The bare React Router page of the benchmark: a loader, a title, a few paragraphs. */
export function loader() {
  return {
    title: "A bare React Router page",
    paragraphs: Array.from({ length: 8 }, (_, i) => `Paragraph ${i + 1}: the framework's own cost, with nothing of the site around it.`),
  };
}

export function meta() {
  return [{ title: "Bare React Router page" }, { name: "description", content: "The benchmark's baseline." }];
}

export default function Page() {
  const { title, paragraphs } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{title}</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </main>
  );
}
