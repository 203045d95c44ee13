// A video block of YouTube or Vimeo (issue 15): nothing is fetched from the service until the
// visitor asks for the video; then the link becomes the player, with keyboard focus on it.
(() => {
  if (window.plinthVideoFacade) return;
  window.plinthVideoFacade = true;
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-video-embed]') : null;
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const frame = document.createElement('iframe');
    frame.className = 'block-video__frame';
    frame.src = link.dataset.videoEmbed;
    frame.title = link.dataset.videoTitle || 'Video';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.allowFullscreen = true;
    frame.style.aspectRatio = link.style.aspectRatio || '16 / 9';
    link.replaceWith(frame);
    frame.focus();
  });
})();
