// Draws every picture the bundled content uses and writes it to public/content/.
// Run: npx tsx studio/seed/artwork/generate.ts   (output is committed; re-run after edits)
// File names end in -<width>x<height>.svg, the way Sanity names image assets, so the local
// content source knows each picture's size without opening it.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { directionsMap } from "./map";
import { MOTIFS, note, type MotifName } from "./motifs";
import { INK, PAPER, TONES, type ToneName, type Tones } from "./palette";

const here = path.dirname(fileURLToPath(import.meta.url));
export const OUTPUT_DIR = path.resolve(here, "../../../public/content");

type Artwork = { file: string; width: number; height: number; svg: string };

const svgDocument = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${title}</title>${body}</svg>\n`;

const backdrop = (id: string, width: number, height: number, t: Tones) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.backdrop[0]}"/><stop offset="1" stop-color="${t.backdrop[1]}"/></linearGradient></defs>` +
  `<rect width="${width}" height="${height}" fill="url(#${id})"/>`;

/** Soft circles and dots placed by a seeded sequence: each picture differs, re-runs do not. */
function ornaments(seed: number, width: number, height: number, t: Tones, count: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const shapes: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const r = Math.round((0.04 + next() * 0.16) * Math.min(width, height));
    const color = i % 3 === 0 ? t.light : i % 3 === 1 ? t.main : PAPER;
    shapes.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${(0.18 + next() * 0.2).toFixed(2)}"/>`,
    );
  }
  return shapes.join("");
}

const seedOf = (text: string) =>
  [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 2147483647, 7);

function scene(opts: {
  name: string;
  title: string;
  width: number;
  height: number;
  tone: ToneName;
  motif: MotifName;
  motifX: number;
  motifScale: number;
  decorations?: number;
  notes?: boolean;
}): Artwork {
  const { width, height } = opts;
  const t = TONES[opts.tone];
  const cy = height / 2;
  const id = `bg-${opts.name}`;
  const notes = opts.notes
    ? [
        note(
          opts.motifX - 150 * opts.motifScale,
          cy - 70 * opts.motifScale,
          t.deep,
          opts.motifScale * 0.8,
        ),
        note(
          opts.motifX + 140 * opts.motifScale,
          cy + 40 * opts.motifScale,
          t.main,
          opts.motifScale * 0.7,
        ),
      ].join("")
    : "";
  const body =
    backdrop(id, width, height, t) +
    ornaments(seedOf(opts.name), width, height, t, opts.decorations ?? 6) +
    `<ellipse cx="${opts.motifX}" cy="${cy + 112 * opts.motifScale}" rx="${110 * opts.motifScale}" ry="${14 * opts.motifScale}" fill="${INK}" opacity=".08"/>` +
    `<g transform="translate(${opts.motifX} ${cy + 12 * opts.motifScale}) scale(${opts.motifScale})">${MOTIFS[opts.motif](t)}</g>` +
    notes;
  return {
    file: `${opts.name}-${width}x${height}.svg`,
    width,
    height,
    svg: svgDocument(width, height, opts.title, body),
  };
}

type Subject = { slug: string; motif: MotifName; tone: ToneName; title: string; notes?: boolean };

/** One subject per class, named by the class's slug in the seed. */
export const CLASS_SUBJECTS: Subject[] = [
  { slug: "pilates", motif: "pilates", tone: "health", title: "필라테스" },
  { slug: "vocal", motif: "vocal", tone: "music", title: "보컬", notes: true },
  { slug: "guitar", motif: "guitar", tone: "music", title: "통기타", notes: true },
  { slug: "piano", motif: "piano", tone: "music", title: "피아노", notes: true },
  { slug: "electric-guitar", motif: "electric-guitar", tone: "music", title: "일렉기타" },
  { slug: "bass", motif: "bass", tone: "music", title: "베이스기타" },
  { slug: "drum", motif: "drum", tone: "music", title: "드럼" },
  { slug: "ukulele", motif: "ukulele", tone: "music", title: "우쿨렐레", notes: true },
  { slug: "english", motif: "english", tone: "education", title: "영어회화" },
  { slug: "cajon", motif: "cajon", tone: "music", title: "카혼" },
  { slug: "violin", motif: "violin", tone: "music", title: "바이올린", notes: true },
  { slug: "cello", motif: "cello", tone: "music", title: "첼로" },
  { slug: "band", motif: "band", tone: "music", title: "밴드 합주" },
  { slug: "coding", motif: "coding", tone: "education", title: "코딩" },
  { slug: "electrical", motif: "electrical", tone: "technical", title: "전기이론" },
  { slug: "physical-therapy", motif: "physical-therapy", tone: "health", title: "물리치료 실습" },
  { slug: "church-music", motif: "church-music", tone: "music", title: "교회음악" },
];

/** The spec's further assets that no class thumbnail already covers by name. */
const EXTRA_SUBJECTS: Subject[] = [
  { slug: "worship", motif: "church-music", tone: "brand", title: "예배 음악" },
  { slug: "physical", motif: "physical-therapy", tone: "brand", title: "신체 활동" },
  { slug: "chorus", motif: "chorus", tone: "music", title: "합창", notes: true },
  {
    slug: "electronic-keyboard",
    motif: "electronic-keyboard",
    tone: "music",
    title: "전자 키보드",
    notes: true,
  },
];

export const HERO_SUBJECTS: Subject[] = [
  { slug: "band", motif: "band", tone: "music", title: "밴드", notes: true },
  { slug: "drum", motif: "drum", tone: "music", title: "드럼" },
  { slug: "guitar", motif: "guitar", tone: "music", title: "기타", notes: true },
  { slug: "english", motif: "english", tone: "education", title: "영어" },
];

export const VIDEO_SUBJECTS: Subject[] = [
  { slug: "guitar-basics", motif: "guitar", tone: "music", title: "통기타 기초 코드" },
  { slug: "drum-rudiments", motif: "drum", tone: "music", title: "드럼 기본 리듬" },
  { slug: "english-greetings", motif: "english", tone: "education", title: "생활 영어 인사" },
  { slug: "pilates-stretch", motif: "pilates", tone: "health", title: "필라테스 스트레칭" },
];

function appBanner(): Artwork {
  const width = 1200,
    height = 480;
  const t = TONES.brand;
  const phone = (x: number, y: number, rot: number, tone: Tones, motif: MotifName) => `
<g transform="translate(${x} ${y}) rotate(${rot})">
  <rect x="-90" y="-170" width="180" height="340" rx="26" fill="${INK}"/>
  <rect x="-78" y="-150" width="156" height="300" rx="14" fill="${PAPER}"/>
  <rect x="-66" y="-136" width="132" height="96" rx="10" fill="${tone.light}"/>
  <g transform="translate(0 -88) scale(.36)">${MOTIFS[motif](tone)}</g>
  ${[-20, 6, 32].map((yy, i) => `<rect x="-66" y="${yy}" width="${132 - i * 30}" height="12" rx="6" fill="${i === 0 ? INK : tone.light}" opacity="${i === 0 ? 0.7 : 1}"/>`).join("")}
  <rect x="-66" y="88" width="132" height="36" rx="18" fill="${tone.main}"/>
</g>`;
  const body =
    backdrop("bg-app", width, height, t) +
    ornaments(seedOf("app-banner"), width, height, t, 8) +
    phone(820, 250, -8, TONES.music, "guitar") +
    phone(1010, 230, 7, TONES.education, "english");
  return {
    file: `app-banner-${width}x${height}.svg`,
    width,
    height,
    svg: svgDocument(width, height, "청라 문화교육센터 앱", body),
  };
}

function centreBuilding(): Artwork {
  const width = 1200,
    height = 800;
  const t = TONES.brand;
  const windows = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="${430 + (i % 4) * 90}" y="${300 + Math.floor(i / 4) * 100}" width="56" height="64" rx="6" fill="${i % 5 === 0 ? TONES.technical.light : t.light}"/>`,
  ).join("");
  const body =
    backdrop("bg-centre", width, height, t) +
    ornaments(seedOf("centre"), width, height, t, 7) +
    `<rect x="0" y="640" width="${width}" height="160" fill="${TONES.health.light}"/>` +
    `<rect x="390" y="240" width="420" height="400" rx="12" fill="${PAPER}" stroke="${INK}" stroke-width="6"/>` +
    `<path d="M370 250l230-120 230 120z" fill="${t.main}"/>` +
    windows +
    `<rect x="560" y="560" width="80" height="80" rx="6" fill="${TONES.music.main}"/>` +
    [240, 960]
      .map(
        (x) =>
          `<circle cx="${x}" cy="560" r="70" fill="${TONES.health.main}"/><rect x="${x - 8}" y="600" width="16" height="50" fill="${TONES.health.deep}"/>`,
      )
      .join("");
  return {
    file: `centre-${width}x${height}.svg`,
    width,
    height,
    svg: svgDocument(width, height, "청라 문화교육센터 건물", body),
  };
}

function studyAbroad(): Artwork {
  const width = 1200,
    height = 800;
  const t = TONES.education;
  const body =
    backdrop("bg-abroad", width, height, t) +
    ornaments(seedOf("study-abroad"), width, height, t, 6) +
    `<path d="M0 560c200-80 400-80 600-20s400 60 600-20v280h-1200z" fill="${t.main}" opacity=".55"/>` +
    `<path d="M0 620c220-60 420-40 620 10s380 30 580-30v200h-1200z" fill="${t.deep}" opacity=".7"/>` +
    `<path d="M700 560l120-220 80 130 50-70 130 160z" fill="${PAPER}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>` +
    `<g transform="translate(360 300) rotate(-14)"><path d="M-140 0h240l40-14c14-5 14 33 0 28l-40-14h-240z" fill="${INK}"/><path d="M-10 0l-60-80h30l80 80zM-10 8l-50 70h30l70-70z" fill="${TONES.technical.main}"/></g>` +
    `<circle cx="1020" cy="160" r="60" fill="${TONES.technical.main}"/>`;
  return {
    file: `study-abroad-${width}x${height}.svg`,
    width,
    height,
    svg: svgDocument(width, height, "뉴질랜드 어학연수", body),
  };
}

export function allArtwork(): Artwork[] {
  const out: Artwork[] = [];
  HERO_SUBJECTS.forEach((s, i) =>
    out.push(
      scene({
        name: `hero-${s.slug}`,
        title: `${s.title} 메인 배너`,
        width: 1920,
        height: 800,
        tone: s.tone,
        motif: s.motif,
        motifX: i % 2 === 0 ? 1420 : 1380,
        motifScale: 2.3,
        decorations: 10,
        notes: s.notes,
      }),
    ),
  );
  for (const s of CLASS_SUBJECTS) {
    out.push(
      scene({
        name: `class-${s.slug}`,
        title: s.title,
        width: 800,
        height: 600,
        tone: s.tone,
        motif: s.motif,
        motifX: 400,
        motifScale: 1.75,
        notes: s.notes,
      }),
    );
    out.push(
      scene({
        name: `class-${s.slug}-detail`,
        title: `${s.title} 수업`,
        width: 1200,
        height: 800,
        tone: s.tone,
        motif: s.motif,
        motifX: 600,
        motifScale: 2.2,
        decorations: 9,
        notes: s.tone === "music",
      }),
    );
  }
  for (const s of EXTRA_SUBJECTS)
    out.push(
      scene({
        name: `extra-${s.slug}`,
        title: s.title,
        width: 800,
        height: 600,
        tone: s.tone,
        motif: s.motif,
        motifX: 400,
        motifScale: 1.75,
        notes: s.notes,
      }),
    );
  for (const s of VIDEO_SUBJECTS)
    out.push(
      scene({
        name: `video-${s.slug}`,
        title: s.title,
        width: 1280,
        height: 720,
        tone: s.tone,
        motif: s.motif,
        motifX: 860,
        motifScale: 2.0,
        decorations: 7,
      }),
    );
  out.push(appBanner(), centreBuilding(), studyAbroad(), directionsMap());
  return out;
}

function main() {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const old of readdirSync(OUTPUT_DIR))
    if (old.endsWith(".svg")) rmSync(path.join(OUTPUT_DIR, old));
  const artwork = allArtwork();
  for (const a of artwork) writeFileSync(path.join(OUTPUT_DIR, a.file), a.svg);
  const bytes = artwork.reduce((sum, a) => sum + Buffer.byteLength(a.svg), 0);
  console.log(`wrote ${artwork.length} pictures (${Math.round(bytes / 1024)} KB) to ${OUTPUT_DIR}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
