// The adjustments on the GPU (WebGL 2): the same formulas as model/adjust.ts, pass
// for pass, so a browser with WebGL and one without save the same picture (within
// a level of rounding: the GPU computes in 32-bit floats and rounds to 8 bits where
// the CPU path stores a byte). The CPU path stays the reference and the fallback:
// `adjustOnGpu` answers false whenever it cannot do the work, and the caller then
// runs `applyAdjustments`. Why the GPU: a slider moved over a 12-megapixel photo
// must cost the main thread less than a frame, and per-pixel JavaScript does not.
import type { Adjustments } from '@src/common/contracts/image';
import { blurRadius, sharpenRadius } from '../model/adjust';

const VERTEX = `#version 300 es
in vec2 corner;
void main() { gl_Position = vec4(corner, 0.0, 1.0); }`;

// One box-blur pass along `axis`, edges repeated, as the CPU's running sum does.
// Rows of every texture are the picture's rows top first (no flip on upload), and a
// pass writes texel (x, y) from texel (x, y): orientation only matters in the last pass.
const BLUR = `#version 300 es
precision highp float;
uniform sampler2D src;
uniform ivec2 axis;
uniform int radius;
out vec4 color;
void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  ivec2 last = textureSize(src, 0) - 1;
  vec4 sum = vec4(0.0);
  for (int k = -radius; k <= radius; k++) sum += texelFetch(src, clamp(p + axis * k, ivec2(0), last), 0);
  color = sum / float(2 * radius + 1);
}`;

// Sharpen (unsharp mask against a blurred copy), the per-pixel colour and the vignette,
// in adjustColor's order. Bytes are kept as 0..255 to follow the CPU's arithmetic.
const COLOR = `#version 300 es
precision highp float;
uniform sampler2D src;
uniform sampler2D soft;
uniform float sharpenK;
uniform float gain, add, contrast, shadows, highlights, saturation, warm, tint, vignette;
out vec4 color;
float luma(vec3 c) { return dot(c, vec3(0.2126, 0.7152, 0.0722)); }
void main() {
  ivec2 size = textureSize(src, 0);
  // The canvas's first row is its top: the picture's row is counted from the other end.
  ivec2 p = ivec2(int(gl_FragCoord.x), size.y - 1 - int(gl_FragCoord.y));
  vec4 t = texelFetch(src, p, 0);
  vec3 c = t.rgb * 255.0;
  if (sharpenK > 0.0) {
    vec3 b = texelFetch(soft, p, 0).rgb * 255.0;
    c = clamp(floor(c + sharpenK * (c - b) + 0.5), 0.0, 255.0);
  }
  c = (c * gain + add - 128.0) * contrast + 128.0;
  if (shadows != 0.0 || highlights != 0.0) {
    float l = clamp(luma(c) / 255.0, 0.0, 1.0);
    c += shadows * (1.0 - l) * (1.0 - l) + highlights * l * l;
  }
  float y = luma(c);
  c = y + (c - y) * saturation;
  c = clamp(c + vec3(warm, -tint, -warm), 0.0, 255.0);
  if (vignette > 0.0) {
    vec2 d = (vec2(p) + 0.5) / vec2(size) - 0.5;
    float s = clamp((length(d) / 0.70710678 - 0.4) / 0.6, 0.0, 1.0);
    c *= 1.0 - vignette * s * s * (3.0 - 2.0 * s);
  }
  color = vec4(c / 255.0, t.a);
}`;

interface Gl {
  gl: WebGL2RenderingContext;
  canvas: HTMLCanvasElement | OffscreenCanvas;
  blur: WebGLProgram;
  color: WebGLProgram;
  max: number;
  /** A software rasterizer (SwiftShader, llvmpipe): slower than the CPU path's own loop. */
  software: boolean;
}

let shared: Gl | null | undefined;
let forcedOff = false;

/** `false` makes every drawing take the CPU path (a page that must not touch the GPU). */
export function allowGpu(allowed: boolean) {
  forcedOff = !allowed;
}

/**
 * Whether this browser draws the adjustments on the GPU: WebGL 2 present, its programs built,
 * and a graphics card behind it. A software WebGL (what a browser offers with no GPU, as on a
 * server or a machine whose driver is blocked) runs the shaders on the CPU, slower than the
 * CPU path's own loop and blocking the page while it reads back, so the CPU path is taken there.
 * `evenInSoftware` lets the tests run the shaders on machines with no GPU.
 */
export function gpuAvailable(evenInSoftware = false): boolean {
  const g = forcedOff ? null : context();
  return g !== null && (evenInSoftware || !g.software);
}

/**
 * Applies the adjustments to what `ctx` holds (width × height from its top-left), drawing the
 * result back into it. False when the GPU cannot (no WebGL 2, a lost context, a picture larger
 * than its textures): nothing was changed, and the caller runs the CPU path.
 */
export function adjustOnGpu(ctx: CanvasRenderingContext2D, a: Adjustments, width: number, height: number, evenInSoftware = false): boolean {
  if (!gpuAvailable(evenInSoftware)) return false;
  const g = context()!;
  if (width > g.max || height > g.max || g.gl.isContextLost()) return false;
  const { gl } = g;
  g.canvas.width = width;
  g.canvas.height = height;
  gl.viewport(0, 0, width, height);
  const source = texture(gl, width, height, ctx.canvas);
  const made: WebGLTexture[] = [source];
  const frames: WebGLFramebuffer[] = [];
  const blurInto = (from: WebGLTexture, radius: number) => {
    let at = from;
    for (const axis of [
      [1, 0],
      [0, 1],
    ] as const) {
      const out = texture(gl, width, height, null);
      const fb = gl.createFramebuffer()!;
      made.push(out);
      frames.push(fb);
      gl.bindFramebuffer(gl.FRAMEBUFFER, fb);
      gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, out, 0);
      gl.useProgram(g.blur);
      bindTexture(gl, g.blur, 'src', 0, at);
      gl.uniform2i(gl.getUniformLocation(g.blur, 'axis'), axis[0], axis[1]);
      gl.uniform1i(gl.getUniformLocation(g.blur, 'radius'), radius);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
      at = out;
    }
    return at;
  };
  try {
    const r = blurRadius(a.blur, width, height);
    const picture = r > 0 ? blurInto(source, r) : source;
    const sr = sharpenRadius(a.sharpen, width, height);
    const soft = sr > 0 ? blurInto(picture, sr) : picture;
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.useProgram(g.color);
    bindTexture(gl, g.color, 'src', 0, picture);
    bindTexture(gl, g.color, 'soft', 1, soft);
    const set = (name: string, v: number) => gl.uniform1f(gl.getUniformLocation(g.color, name), v);
    set('sharpenK', sr > 0 ? (a.sharpen / 100) * 1.5 : 0);
    set('gain', 2 ** (a.exposure / 100));
    set('add', (a.brightness / 100) * 64);
    set('contrast', 1 + a.contrast / 100);
    set('shadows', (a.shadows / 100) * 64);
    set('highlights', (a.highlights / 100) * 64);
    set('saturation', 1 + a.saturation / 100);
    set('warm', (a.temperature / 100) * 32);
    set('tint', (a.tint / 100) * 32);
    set('vignette', (a.vignette / 100) * 0.8);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    // The result replaces the picture: `copy` also carries the alpha of a cut-out as it is.
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalCompositeOperation = 'copy';
    ctx.drawImage(g.canvas, 0, 0);
    ctx.restore();
    return true;
  } finally {
    for (const t of made) gl.deleteTexture(t);
    for (const f of frames) gl.deleteFramebuffer(f);
  }
}

function context(): Gl | null {
  if (shared !== undefined) return shared;
  shared = null;
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  // Straight (not premultiplied) alpha in and out, as getImageData gives the CPU path.
  const gl = canvas.getContext('webgl2', { premultipliedAlpha: false, preserveDrawingBuffer: true, antialias: false });
  if (!gl) return null;
  const blur = program(gl, BLUR);
  const color = program(gl, COLOR);
  if (!blur || !color) return null;
  const corners = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, corners);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  for (const p of [blur, color]) {
    const at = gl.getAttribLocation(p, 'corner');
    gl.enableVertexAttribArray(at);
    gl.vertexAttribPointer(at, 2, gl.FLOAT, false, 0, 0);
  }
  gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
  gl.pixelStorei(gl.UNPACK_COLORSPACE_CONVERSION_WEBGL, gl.NONE);
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  const software = /swiftshader|llvmpipe|softpipe|software/i.test(renderer);
  shared = { gl, canvas, blur, color, max: gl.getParameter(gl.MAX_TEXTURE_SIZE) as number, software };
  return shared;
}

function program(gl: WebGL2RenderingContext, fragment: string): WebGLProgram | null {
  const p = gl.createProgram();
  for (const [type, text] of [
    [gl.VERTEX_SHADER, VERTEX],
    [gl.FRAGMENT_SHADER, fragment],
  ] as const) {
    const s = gl.createShader(type)!;
    gl.shaderSource(s, text);
    gl.compileShader(s);
    gl.attachShader(p, s);
  }
  gl.linkProgram(p);
  return gl.getProgramParameter(p, gl.LINK_STATUS) ? p : null;
}

function texture(gl: WebGL2RenderingContext, width: number, height: number, from: CanvasImageSource | null) {
  const t = gl.createTexture()!;
  gl.bindTexture(gl.TEXTURE_2D, t);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  if (from) gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, width, height, 0, gl.RGBA, gl.UNSIGNED_BYTE, from as TexImageSource);
  else gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, width, height);
  return t;
}

function bindTexture(gl: WebGL2RenderingContext, p: WebGLProgram, name: string, unit: number, t: WebGLTexture) {
  gl.activeTexture(gl.TEXTURE0 + unit);
  gl.bindTexture(gl.TEXTURE_2D, t);
  gl.uniform1i(gl.getUniformLocation(p, name), unit);
}
