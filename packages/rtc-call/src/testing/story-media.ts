/**
 * A moving picture for stories, drawn on a canvas and captured as a MediaStream, so the call screen can be seen
 * with video without a camera or a peer.
 */
export function canvasStream(label: string, hue: number): MediaStream | undefined {
  if (typeof document === 'undefined') return undefined;
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d');
  if (!context || typeof canvas.captureStream !== 'function') return undefined;
  let frame = 0;
  const draw = () => {
    frame += 1;
    context.fillStyle = `hsl(${(hue + frame) % 360} 60% 35%)`;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#fff';
    context.font = '24px sans-serif';
    context.fillText(label, 20, 120);
    requestAnimationFrame(draw);
  };
  draw();
  return canvas.captureStream(30);
}
