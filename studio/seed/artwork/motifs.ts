// Flat illustrations drawn for this project, one per subject, each on a local box of about
// -100..100 around the origin. Colours come from the palette so every picture matches.
import { INK, PAPER, type Tones } from "./palette";

export type Motif = (t: Tones) => string;

const strings = (xs: number[], y1: number, y2: number, color = PAPER) =>
  xs
    .map(
      (x) =>
        `<line x1="${x}" y1="${y1}" x2="${x}" y2="${y2}" stroke="${color}" stroke-width="1.2" opacity=".8"/>`,
    )
    .join("");

const acousticGuitar = (t: Tones, scale = 1, stringCount = 6) => `
<g transform="scale(${scale}) rotate(-18)">
  <rect x="-8" y="-118" width="16" height="92" rx="3" fill="${INK}"/>
  <rect x="-12" y="-140" width="24" height="26" rx="6" fill="${t.deep}"/>
  <path d="M0-34c-26 0-38 16-34 34 3 12-2 20-10 30-14 18-6 62 44 62s58-44 44-62c-8-10-13-18-10-30 4-18-8-34-34-34z" fill="${t.main}"/>
  <circle cy="8" r="14" fill="${INK}"/>
  <rect x="-18" y="50" width="36" height="7" rx="3" fill="${t.deep}"/>
  ${strings(
    Array.from({ length: stringCount }, (_, i) => -5 + (10 / (stringCount - 1)) * i),
    -136,
    54,
  )}
</g>`;

const solidBodyGuitar = (t: Tones, neck: number, stringCount: number) => `
<g transform="rotate(24)">
  <rect x="-7" y="${-34 - neck}" width="14" height="${neck}" rx="2" fill="${INK}"/>
  <path d="M-6 ${-56 - neck}h16l-4 24h-12z" fill="${t.deep}"/>
  <path d="M-30-40c-12 0-18 10-14 22l6 20c3 10-12 16-12 36 0 30 24 46 50 46s50-16 50-46c0-20-15-26-12-36l8-26c3-10-6-18-14-12l-14 12c-6 5-14 6-20 0l-12-12c-5-4-10-4-16-4z" fill="${t.main}"/>
  <rect x="-16" y="2" width="32" height="8" rx="2" fill="${INK}"/>
  <rect x="-16" y="24" width="32" height="8" rx="2" fill="${INK}"/>
  <circle cx="26" cy="50" r="5" fill="${t.light}"/><circle cx="36" cy="36" r="5" fill="${t.light}"/>
  ${strings(
    Array.from({ length: stringCount }, (_, i) => -4 + (8 / (stringCount - 1)) * i),
    -30 - neck,
    44,
  )}
</g>`;

const drum = (t: Tones) => `
<g>
  <path d="M-70-20v60c0 18 31 32 70 32s70-14 70-32v-60z" fill="${t.main}"/>
  ${[-52, -26, 0, 26, 52].map((x) => `<line x1="${x}" y1="-6" x2="${x}" y2="${x === 0 ? 72 : 64 - Math.abs(x) / 5}" stroke="${PAPER}" stroke-width="3" opacity=".7"/>`).join("")}
  <ellipse cy="-20" rx="70" ry="24" fill="${PAPER}" stroke="${INK}" stroke-width="5"/>
  <path d="M-70 38c0 18 31 32 70 32s70-14 70-32" fill="none" stroke="${INK}" stroke-width="5"/>
  <line x1="-20" y1="-34" x2="-92" y2="-98" stroke="${t.deep}" stroke-width="7" stroke-linecap="round"/>
  <line x1="22" y1="-36" x2="96" y2="-92" stroke="${t.deep}" stroke-width="7" stroke-linecap="round"/>
  <circle cx="-18" cy="-32" r="6" fill="${t.deep}"/><circle cx="20" cy="-34" r="6" fill="${t.deep}"/>
</g>`;

const keys = (t: Tones, width: number, whiteCount: number) => {
  const w = width / whiteCount;
  const x0 = -width / 2;
  const whites = Array.from(
    { length: whiteCount },
    (_, i) =>
      `<rect x="${(x0 + i * w).toFixed(1)}" y="0" width="${(w - 2).toFixed(1)}" height="56" rx="2" fill="${PAPER}"/>`,
  ).join("");
  const blacks = Array.from({ length: whiteCount - 1 }, (_, i) => i)
    .filter((i) => i % 7 !== 2 && i % 7 !== 6)
    .map(
      (i) =>
        `<rect x="${(x0 + (i + 1) * w - w * 0.32).toFixed(1)}" y="0" width="${(w * 0.6).toFixed(1)}" height="34" rx="1.5" fill="${INK}"/>`,
    )
    .join("");
  return `<rect x="${x0 - 8}" y="-30" width="${width + 14}" height="94" rx="8" fill="${t.deep}"/>${whites}${blacks}`;
};

const piano = (t: Tones) => `
<g transform="translate(0 -10)">
  <path d="M-96-70h150c30 0 42 30 42 58v10h-192z" fill="${INK}"/>
  <path d="M-80-110l120 36" stroke="${t.main}" stroke-width="6" stroke-linecap="round"/>
  <g transform="translate(0 8)">${keys(t, 184, 14)}</g>
  <rect x="-90" y="72" width="10" height="44" fill="${INK}"/><rect x="80" y="72" width="10" height="44" fill="${INK}"/>
</g>`;

const electronicKeyboard = (t: Tones) => `
<g transform="translate(0 -30)">
  <g transform="translate(0 0)">${keys(t, 190, 15)}</g>
  <rect x="-60" y="-24" width="44" height="14" rx="3" fill="${t.light}"/>
  ${[10, 26, 42, 58, 74].map((x) => `<circle cx="${x}" cy="-17" r="5" fill="${t.main}"/>`).join("")}
  <path d="M-70 66l90 70M70 66l-90 70" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>
</g>`;

const cajon = (t: Tones) => `
<g>
  <path d="M-50-80h90l30-20v150l-30 30h-90z" fill="${t.deep}"/>
  <rect x="-60" y="-80" width="100" height="180" rx="6" fill="${t.main}"/>
  <path d="M-60-80l30-20h100l-30 20z" fill="${t.light}"/>
  <circle cx="-10" cy="-10" r="22" fill="${INK}"/>
  ${[-40, -20, 0, 20].map((y) => `<line x1="-48" y1="${y + 60}" x2="28" y2="${y + 60}" stroke="${PAPER}" stroke-width="2" opacity=".35"/>`).join("")}
  <path d="M62 12c16-22 40-24 52-8" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>
</g>`;

const bowedBody = (t: Tones, s: number, endpin: boolean) => `
<g transform="scale(${s}) rotate(-14)">
  <rect x="-5" y="-128" width="10" height="74" fill="${INK}"/>
  <path d="M-4-146c-12 0-12 18 0 18h8v-18z" fill="${t.deep}"/>
  <path d="M0-60c-24 0-34 10-32 28 2 12 12 16 12 26s-16 14-16 38c0 26 16 40 36 40s36-14 36-40c0-24-16-28-16-38s10-14 12-26c2-18-8-28-32-28z" fill="${t.main}"/>
  <path d="M-14-6c-6 8 6 12 0 22M14-6c6 8-6 12 0 22" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>
  <rect x="-12" y="36" width="24" height="6" rx="2" fill="${INK}"/>
  ${strings([-3, -1, 1, 3], -126, 38)}
  ${endpin ? `<line x1="0" y1="72" x2="0" y2="100" stroke="${INK}" stroke-width="4"/>` : ""}
</g>`;

const violin = (t: Tones) =>
  `${bowedBody(t, 1, false)}<line x1="-90" y1="60" x2="96" y2="-70" stroke="${t.deep}" stroke-width="4" stroke-linecap="round"/>`;

const cello = (t: Tones) =>
  `${bowedBody(t, 1.25, true)}<line x1="-96" y1="20" x2="96" y2="-10" stroke="${t.deep}" stroke-width="4" stroke-linecap="round"/>`;

const microphone = (t: Tones, x = 0, y = 0, s = 1) => `
<g transform="translate(${x} ${y}) scale(${s})">
  <rect x="-26" y="-96" width="52" height="76" rx="26" fill="${t.main}"/>
  ${[-78, -64, -50, -36].map((yy) => `<line x1="-22" y1="${yy}" x2="22" y2="${yy}" stroke="${INK}" stroke-width="2" opacity=".35"/>`).join("")}
  <rect x="-30" y="-26" width="60" height="10" rx="5" fill="${INK}"/>
  <path d="M-10-16h20l-6 70h-8z" fill="${INK}"/>
  <path d="M0 54v40M-34 96h68" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>
</g>`;

const waves = (t: Tones, cx: number, cy: number) =>
  [34, 52, 70]
    .map((r) => {
      const d = Math.round(r * Math.SQRT1_2);
      const style = `fill="none" stroke="${t.deep}" stroke-width="5" stroke-linecap="round" opacity="${(1 - r / 110).toFixed(2)}"`;
      const right = `<path d="M${cx + d} ${cy - d}a${r} ${r} 0 0 1 0 ${2 * d}" ${style}/>`;
      const left = `<path d="M${cx - d} ${cy - d}a${r} ${r} 0 0 0 0 ${2 * d}" ${style}/>`;
      return right + left;
    })
    .join("");

const vocal = (t: Tones) => `${microphone(t)}${waves(t, 0, -58)}`;

const note = (x: number, y: number, color: string, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="10" ry="7" transform="rotate(-20)" fill="${color}"/><path d="M9-2v-44l18 10" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></g>`;

const churchMusic = (t: Tones) => `
<g>
  <path d="M-62 110v-120a62 62 0 0 1 124 0v120z" fill="${t.deep}"/>
  <path d="M-50 104v-112a50 50 0 0 1 100 0v112z" fill="${t.light}"/>
  <path d="M0-58v162M-50 20h100M-50-8l50-50 50 50" stroke="${t.deep}" stroke-width="5" fill="none"/>
  <circle cy="-20" r="14" fill="${t.main}"/>
  <rect x="-36" y="36" width="24" height="56" fill="${t.main}" opacity=".7"/><rect x="12" y="36" width="24" height="56" fill="${t.main}" opacity=".45"/>
  ${note(-96, -40, INK)}${note(86, -70, INK, 0.8)}
</g>`;

const head = (x: number, y: number, t: Tones, mouth = true) => `
<g transform="translate(${x} ${y})">
  <path d="M-34 80c0-30 14-44 34-44s34 14 34 44z" fill="${t.main}"/>
  <circle r="26" fill="${PAPER}" stroke="${INK}" stroke-width="4"/>
  <path d="M-26-6c4-22 48-22 52 0-10-8-40-8-52 0z" fill="${INK}"/>
  ${mouth ? `<ellipse cy="12" rx="6" ry="8" fill="${INK}"/>` : ""}
</g>`;

const chorus = (t: Tones) =>
  `${head(-62, -10, t)}${head(62, -10, t)}${head(0, -30, { ...t, main: t.deep })}${note(-92, -86, INK, 0.8)}${note(90, -92, INK)}`;

const band = (t: Tones) => `
<g transform="translate(-62 8) scale(.62)">${drum(t)}</g>
<g transform="translate(58 -6) scale(.62)">${acousticGuitar({ ...t, main: t.deep, deep: t.main }, 1)}</g>
<g transform="translate(0 -4) scale(.7)">${microphone({ ...t, main: t.light })}</g>`;

const speechBubbles = (t: Tones) => `
<g>
  <path d="M-104-82h120a14 14 0 0 1 14 14v58a14 14 0 0 1-14 14h-70l-30 24 6-24h-26a14 14 0 0 1-14-14v-58a14 14 0 0 1 14-14z" fill="${t.main}"/>
  <path d="M-78-54l12-22 12 22M-74-62h16" stroke="${PAPER}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M-40-76v22h10c8 0 8-12 0-12 8 0 8-10 0-10z" stroke="${PAPER}" stroke-width="5" fill="none" stroke-linejoin="round"/>
  <path d="M10-72c-4-6-20-6-20 7s16 13 20 7" stroke="${PAPER}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <line x1="-84" y1="-28" x2="4" y2="-28" stroke="${PAPER}" stroke-width="5" stroke-linecap="round" opacity=".6"/>
  <path d="M104 0h-112a14 14 0 0 0-14 14v52a14 14 0 0 0 14 14h64l30 24-6-24h24a14 14 0 0 0 14-14v-52a14 14 0 0 0-14-14z" fill="${t.deep}"/>
  ${[26, 44, 62].map((y, i) => `<line x1="10" y1="${y}" x2="${90 - i * 22}" y2="${y}" stroke="${PAPER}" stroke-width="5" stroke-linecap="round" opacity=".8"/>`).join("")}
</g>`;

const laptop = (t: Tones) => `
<g>
  <rect x="-86" y="-86" width="172" height="116" rx="10" fill="${INK}"/>
  <rect x="-76" y="-76" width="152" height="96" rx="4" fill="${t.deep}"/>
  <path d="M-36-46l-22 18 22 18M36-46l22 18-22 18M12-54l-24 52" stroke="${t.light}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M-112 38h224l-16 22h-192z" fill="${t.main}"/>
  <rect x="-20" y="38" width="40" height="6" rx="3" fill="${INK}" opacity=".4"/>
</g>`;

const pilates = (t: Tones) => `
<g>
  <rect x="-110" y="72" width="220" height="14" rx="7" fill="${t.deep}"/>
  <circle cx="74" cy="34" r="36" fill="${t.light}" stroke="${t.deep}" stroke-width="4"/>
  <circle cx="-64" cy="-6" r="16" fill="${INK}"/>
  <path d="M-56 12c20 18 40 36 56 58M0 70h52M-44 24c12-26 40-48 70-58" fill="none" stroke="${t.main}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M-44 24c12-26 40-48 70-58" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round" opacity=".25"/>
</g>`;

const physicalTherapy = (t: Tones) => `
<g>
  <circle cx="0" cy="-70" r="18" fill="${INK}"/>
  <path d="M0-48v70M0 22l-22 70M0 22l22 70M-44-10l44-24 44 24" fill="none" stroke="${t.main}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
  ${[
    [0, 22],
    [-22, 56],
    [22, 56],
    [0, -34],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="9" fill="${t.light}" stroke="${t.deep}" stroke-width="3"/>`,
    )
    .join("")}
  <g transform="translate(76 -64)"><circle r="26" fill="${t.deep}"/><path d="M0-14v28M-14 0h28" stroke="${PAPER}" stroke-width="7" stroke-linecap="round"/></g>
  <path d="M-96 40c14-8 26-8 34 2" fill="none" stroke="${t.deep}" stroke-width="7" stroke-linecap="round"/>
</g>`;

const electrical = (t: Tones) => `
<g>
  <path d="M-110 60h50v-40h40M110-60h-50v40h-40M-110-40h30v-40M110 40h-30v40" fill="none" stroke="${t.light}" stroke-width="5" stroke-linejoin="round"/>
  ${[
    [-110, 60],
    [110, -60],
    [-80, -80],
    [80, 80],
    [-110, -40],
    [110, 40],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${t.light}"/>`)
    .join("")}
  <circle r="62" fill="${t.main}"/>
  <path d="M10-48l-40 56h26l-10 42 40-58h-26z" fill="${INK}"/>
</g>`;

export const MOTIFS = {
  guitar: (t) => acousticGuitar(t),
  drum,
  piano,
  "electric-guitar": (t) => solidBodyGuitar(t, 92, 6),
  bass: (t) => solidBodyGuitar({ ...t, main: t.deep, deep: INK }, 108, 4),
  ukulele: (t) => acousticGuitar(t, 0.78, 4),
  cajon,
  violin,
  cello,
  band,
  vocal,
  "church-music": churchMusic,
  english: speechBubbles,
  coding: laptop,
  pilates,
  "physical-therapy": physicalTherapy,
  electrical,
  chorus,
  "electronic-keyboard": electronicKeyboard,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;

export { note };
