// A head-and-shoulders figure drawn on a canvas, standing in for a photo of a
// person in the background removal's e2e test and bench (nothing downloaded):
// skin-toned face with eyes, brows, nose and mouth, dark hair, ears, a neck and
// shoulders in a shirt with a collar, on a plain light wall. MediaPipe's selfie
// model takes it for a person. The function runs in the page (it is passed to
// page.evaluate or written into a page's script), so it uses nothing outside it.
export function drawPersonFigure(width, height) {
  const c = new OffscreenCanvas(width, height);
  const g = c.getContext('2d');
  const s = height / 480;
  const cx = width / 2;
  g.fillStyle = '#dfe6ea';
  g.fillRect(0, 0, width, height);
  const ellipse = (x, y, rx, ry, colour, from = 0, to = Math.PI * 2) => {
    g.fillStyle = colour;
    g.beginPath();
    g.ellipse(cx + x * s, y * s, rx * s, ry * s, 0, from, to);
    g.fill();
  };
  ellipse(0, 560, 220, 190, '#2f5d8a'); // shoulders, a blue shirt
  g.fillStyle = '#c98d6b';
  g.fillRect(cx - 32 * s, 250 * s, 64 * s, 140 * s); // neck
  ellipse(0, 380, 40, 24, '#f2f2f2'); // collar
  ellipse(0, 200, 78, 100, '#d9a07f'); // face
  ellipse(-78, 205, 12, 22, '#c98d6b'); // ears
  ellipse(78, 205, 12, 22, '#c98d6b');
  ellipse(0, 150, 86, 62, '#3b2a20', Math.PI, 2 * Math.PI); // hair
  ellipse(0, 125, 84, 40, '#3b2a20');
  for (const side of [-1, 1]) {
    ellipse(side * 28, 195, 10, 6, '#ffffff'); // eyes
    ellipse(side * 28, 195, 5, 5, '#2b2b2b');
  }
  g.strokeStyle = '#3b2a20';
  g.lineWidth = 4 * s;
  g.beginPath();
  g.moveTo(cx - 42 * s, 178 * s);
  g.lineTo(cx - 15 * s, 176 * s);
  g.moveTo(cx + 15 * s, 176 * s);
  g.lineTo(cx + 42 * s, 178 * s);
  g.stroke();
  g.strokeStyle = '#b57a5a';
  g.beginPath();
  g.moveTo(cx, 200 * s);
  g.lineTo(cx - 6 * s, 230 * s);
  g.lineTo(cx + 4 * s, 232 * s);
  g.stroke();
  ellipse(0, 258, 22, 7, '#a0524a'); // mouth
  return c;
}
