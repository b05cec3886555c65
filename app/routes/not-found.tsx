import type { Route } from "./+types/not-found";

export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return null;
}
