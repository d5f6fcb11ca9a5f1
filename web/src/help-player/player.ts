import './player.css';
import { captionsOf, PLAYER_ESCAPE_MESSAGE, PLAYER_FAILED_MESSAGE, playerVideo } from './player-source.ts';

/**
 * The help video player: the page the guidance dialog embeds in its frame (spec section 5: the
 * page's video plays in an embedded frame). The browser's own player, keyboard-operable, with
 * English captions on; no framework. It plays only a video file of this origin under /media/, and
 * tells the dialog when the file cannot be loaded (the dialog then asks whether it is being
 * prepared).
 */
function mount(root: HTMLElement): void {
  const video = playerVideo(window.location.search, window.location.origin);
  if (!video) {
    const message = document.createElement('p');
    message.textContent = 'This help video cannot be shown here.';
    root.replaceChildren(message);
    return;
  }
  document.title = `Help video: ${video.title}`;
  root.setAttribute('aria-label', 'Help video player');
  const player = document.createElement('video');
  player.src = video.src;
  player.controls = true;
  player.preload = 'metadata';
  player.playsInline = true;
  player.setAttribute('aria-label', `Help video: ${video.title}`);
  const captions = document.createElement('track');
  captions.kind = 'captions';
  captions.src = captionsOf(video.src);
  captions.srclang = 'en';
  captions.label = 'English';
  captions.default = true;
  player.append(captions);
  player.addEventListener('error', () => {
    if (window.parent !== window) window.parent.postMessage(PLAYER_FAILED_MESSAGE, window.location.origin);
  });
  root.replaceChildren(player);
  // The dialog's keyboard focus reaches the frame as a whole (its focus scope moves the focus onto
  // the frame): the player takes it, so Tab and Shift+Tab land on its controls.
  window.addEventListener('focus', () => {
    if (document.activeElement === document.body || document.activeElement === null) player.focus();
  });
}

// Escape in the frame closes the dialog around it, as it does with the focus outside the frame
// (keys pressed in a frame stay in its document). Not while the video is full screen: there
// Escape only leaves full screen.
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || document.fullscreenElement || window.parent === window) return;
  window.parent.postMessage(PLAYER_ESCAPE_MESSAGE, window.location.origin);
});

const root = document.getElementById('player');
if (root) mount(root);
