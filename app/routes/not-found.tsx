/** Any unknown path: the loader throws 404 and the site layout's boundary shows the spec's 404 screen. */
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
