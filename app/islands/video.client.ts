/**
 * The video poster's script part (issue 28): on the click, and only then, the host's player takes the
 * poster's place, playing; before it nothing is requested from the host. Without script the poster
 * stays a link to the video.
 */
export function mount(frame: HTMLElement): void {
  const link = frame.querySelector<HTMLAnchorElement>("[data-video-play]");
  const embed = frame.dataset.videoEmbed;
  if (!link || !embed) return;
  link.addEventListener("click", (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const player = document.createElement("iframe");
    player.src = embed;
    player.title = frame.dataset.videoTitle ?? "";
    player.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
    player.allowFullscreen = true;
    player.referrerPolicy = "strict-origin-when-cross-origin";
    player.className = "absolute inset-0 size-full border-0";
    link.replaceWith(player);
    player.focus();
  });
}
