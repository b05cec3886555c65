/** Hosts that mean "this machine": a SITE_URL naming one of them is expected to name the server's own port. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0", "[::]"]);

/**
 * A warning when SITE_URL names this machine on another port than the one the server listens on
 * (e.g. only PORT was changed: canonical and share links would point at localhost:3000), or
 * undefined. A public address (behind a proxy, on another port) is not compared: that is expected.
 */
export function siteUrlMismatch(siteUrl: string, listeningPort: number): string | undefined {
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return undefined;
  }
  if (!LOCAL_HOSTS.has(url.hostname)) return undefined;
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (port === listeningPort) return undefined;
  return (
    `SITE_URL is ${siteUrl} but the server listens on port ${listeningPort}: canonical URLs, share links and ` +
    `the same-origin check use SITE_URL. Set SITE_URL=http://localhost:${listeningPort} (or the public address) when you change PORT.`
  );
}
