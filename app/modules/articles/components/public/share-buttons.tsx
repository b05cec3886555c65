import type { Translate } from "#app/i18n/translate.ts";
import { island } from "#app/components/island.ts";
import { shareLinks } from "#app/modules/articles/share-links.ts";

const PILL =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-white/15 px-4 py-2 text-sm text-slate-200 transition hover:border-amber-300/60 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300";

/**
 * Share buttons under an article (ADR 026): plain links to each network's share page with UTM
 * parameters, no third-party script. Copy link and the device's share sheet need script: the share
 * island shows them where they work (copy: the Clipboard API; share: `navigator.share`); until then
 * they keep their place invisibly, so that nothing moves when they appear.
 */
export function ShareButtons({ url, title, t }: { url: string; title: string; t: Translate }) {
  const links = shareLinks(url, title);
  const networks = [
    { name: "LinkedIn", href: links.linkedin },
    { name: "WhatsApp", href: links.whatsapp },
    { name: "X", href: links.x },
  ];
  return (
    <section
      aria-labelledby="share-heading"
      data-share-title={title}
      data-share-copy-url={links.copy}
      data-share-native-url={links.native}
      data-copied={t("linkCopied")}
      data-copied-description={t("linkCopiedDescription")}
      data-copy-failed={t("copyFailed")}
      data-copy-failed-description={t("copyFailedDescription")}
      {...island("share")}
      className="mt-12"
    >
      <h2 id="share-heading" className="text-sm font-semibold tracking-wide text-slate-300 uppercase">
        {t("shareArticle")}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {networks.map((network) => (
          <li key={network.name}>
            <a
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t("shareOn", { network: network.name })} ${t("opensInNewTab")}`}
              className={PILL}
              data-share={network.name.toLowerCase()}
            >
              {network.name}
            </a>
          </li>
        ))}
        <li>
          <a href={links.email} aria-label={t("shareByEmail")} className={PILL} data-share="email">
            {t("shareEmail")}
          </a>
        </li>
        <li>
          <button type="button" data-share-copy="" className={`${PILL} invisible cursor-pointer`}>
            {t("copyLink")}
          </button>
        </li>
        <li>
          <button type="button" data-share-native="" aria-label={t("shareNativeName")} className={`${PILL} invisible cursor-pointer`}>
            {t("shareNative")}
          </button>
        </li>
      </ul>
    </section>
  );
}
