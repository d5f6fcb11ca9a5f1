/**
 * A visible pointer for the recordings (a headless browser draws none): a dot that follows the
 * mouse and pulses on a press. Runs as an init script in the top frame; it is styled through
 * the style object (CSSOM), which the portal's style-src policy allows, and hidden from
 * assistive technology.
 */
export const CURSOR_SCRIPT = `(() => {
  if (window.top !== window) return;
  const install = () => {
    const dot = document.createElement('div');
    dot.setAttribute('aria-hidden', 'true');
    Object.assign(dot.style, {
      position: 'fixed', left: '0', top: '0', width: '22px', height: '22px', margin: '-11px 0 0 -11px',
      borderRadius: '50%', background: 'rgba(255, 193, 7, 0.55)', border: '2px solid rgba(33, 33, 33, 0.85)',
      boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.8)', pointerEvents: 'none', zIndex: '2147483647',
      transform: 'translate(-100px, -100px)', transition: 'transform 60ms linear, scale 120ms ease-out',
    });
    document.documentElement.appendChild(dot);
    let x = -100, y = -100;
    addEventListener('mousemove', (e) => { x = e.clientX; y = e.clientY; dot.style.transform = 'translate(' + x + 'px, ' + y + 'px)'; }, true);
    addEventListener('mousedown', () => { dot.style.scale = '0.6'; }, true);
    addEventListener('mouseup', () => { dot.style.scale = '1'; }, true);
  };
  if (document.documentElement) install();
  else document.addEventListener('DOMContentLoaded', install);
})();`;
