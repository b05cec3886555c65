import type { Route } from "./+types/home";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Executive, author and speaker" },
    { name: "description", content: "Technology executive, author and keynote speaker." },
  ];
}

export default function Home() {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center px-6 py-24">
      <p className="text-sm tracking-[0.2em] text-accent uppercase">Technology executive · Author · Speaker</p>
      <h1 className="mt-4 text-4xl font-semibold sm:text-5xl">The site is being set up</h1>
      <p className="mt-6 text-lg text-slate-300">
        The public pages arrive with the next releases. Articles and the full profile will be published here soon.
      </p>
    </main>
  );
}
