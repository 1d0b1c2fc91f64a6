#!/usr/bin/env node
/**
 * Rasterizes build/icon.svg into build/icon.png (1024×1024, RGBA) for
 * electron-builder, which derives the Windows .ico and macOS .icns from it.
 * No dependencies: the SVG uses only <rect rx>, <circle> and <polygon> with
 * solid fills, which this script draws with 4×4 supersampling and encodes as
 * PNG with zlib. Anything else in the SVG is an error, so the PNG cannot
 * silently differ from the source.
 *
 *   node build/make-icon.mjs [input.svg] [output.png] [size]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const input = process.argv[2] ?? path.join(here, 'icon.svg');
const output = process.argv[3] ?? path.join(here, 'icon.png');
const size = Number(process.argv[4] ?? 1024);

export function parseSvg(text) {
  const body = text.replace(/<!--[\s\S]*?-->/g, '');
  const view = /viewBox="\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*"/.exec(body);
  if (!view) throw new Error('icon.svg needs viewBox="0 0 W H"');
  const shapes = [];
  for (const m of body.matchAll(/<(\w+)\b([^>]*?)\/?>/g)) {
    const [, tag, attrText] = m;
    if (tag === 'svg') continue;
    const attrs = Object.fromEntries([...attrText.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    const fill = attrs.fill;
    if (!/^#[0-9a-fA-F]{6}$/.test(fill ?? '')) throw new Error(`<${tag}> needs a fill="#rrggbb"`);
    const rgb = [1, 3, 5].map((i) => parseInt(fill.slice(i, i + 2), 16));
    const n = (k) => {
      const v = Number(attrs[k] ?? 0);
      if (!Number.isFinite(v)) throw new Error(`<${tag}> ${k} is not a number`);
      return v;
    };
    if (tag === 'rect') shapes.push({ kind: 'rect', x: n('x'), y: n('y'), w: n('width'), h: n('height'), r: n('rx'), rgb });
    else if (tag === 'circle') shapes.push({ kind: 'circle', cx: n('cx'), cy: n('cy'), r: n('r'), rgb });
    else if (tag === 'polygon') {
      const nums = (attrs.points ?? '').trim().split(/[\s,]+/).map(Number);
      if (nums.length < 6 || nums.length % 2 || nums.some((v) => !Number.isFinite(v))) throw new Error('<polygon> has bad points');
      const pts = [];
      for (let i = 0; i < nums.length; i += 2) pts.push([nums[i], nums[i + 1]]);
      shapes.push({ kind: 'polygon', pts, rgb });
    } else throw new Error(`make-icon.mjs cannot draw <${tag}>: use rect, circle or polygon`);
  }
  return { width: Number(view[1]), height: Number(view[2]), shapes };
}

function inside(s, x, y) {
  if (s.kind === 'circle') return (x - s.cx) ** 2 + (y - s.cy) ** 2 <= s.r * s.r;
  if (s.kind === 'rect') {
    if (x < s.x || y < s.y || x > s.x + s.w || y > s.y + s.h) return false;
    const r = Math.min(s.r, s.w / 2, s.h / 2);
    const cx = Math.min(Math.max(x, s.x + r), s.x + s.w - r);
    const cy = Math.min(Math.max(y, s.y + r), s.y + s.h - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  }
  let odd = false;
  const p = s.pts;
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    if ((p[i][1] > y) !== (p[j][1] > y) && x < ((p[j][0] - p[i][0]) * (y - p[i][1])) / (p[j][1] - p[i][1]) + p[i][0]) odd = !odd;
  }
  return odd;
}

export function rasterize(svg, px) {
  const out = Buffer.alloc(px * px * 4);
  const scale = svg.width / px;
  const S = 4;
  for (let py = 0; py < px; py++) {
    for (let qx = 0; qx < px; qx++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const x = (qx + (sx + 0.5) / S) * scale;
          const y = (py + (sy + 0.5) / S) * scale;
          for (let k = svg.shapes.length - 1; k >= 0; k--) {
            const s = svg.shapes[k];
            if (inside(s, x, y)) {
              r += s.rgb[0]; g += s.rgb[1]; b += s.rgb[2]; a += 255;
              break;
            }
          }
        }
      }
      const n = S * S;
      const i = (py * px + qx) * 4;
      const cover = a / 255;
      // Premultiplied average → straight alpha.
      out[i] = cover ? Math.round(r / cover) : 0;
      out[i + 1] = cover ? Math.round(g / cover) : 0;
      out[i + 2] = cover ? Math.round(b / cover) : 0;
      out[i + 3] = Math.round(a / n);
    }
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

export function encodePng(rgba, px) {
  const raw = Buffer.alloc(px * (px * 4 + 1));
  for (let y = 0; y < px; y++) {
    raw[y * (px * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (px * 4 + 1) + 1, y * px * 4, (y + 1) * px * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(px, 0);
  ihdr.writeUInt32BE(px, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!Number.isInteger(size) || size < 16 || size > 4096) throw new Error('size must be a whole number from 16 to 4096');
  const svg = parseSvg(fs.readFileSync(input, 'utf8'));
  const png = encodePng(rasterize(svg, size), size);
  fs.writeFileSync(output, png);
  console.log(`wrote ${output} (${size}×${size}, ${png.length} bytes)`);
}
