// The 약도 (map) picture for 찾아오시는 길 on /about: a drawn sketch of the streets between the
// station and the centre, not a map service's tiles (no key, no network). Staff replace it in the
// Studio (사이트 설정 → 찾아오시는 길 → 약도 그림) with a picture of their own.
import { INK, PAPER, TONES } from "./palette";

const WIDTH = 1200;
const HEIGHT = 800;
const FONT = `font-family="Pretendard, 'Noto Sans KR', sans-serif"`;

const label = (x: number, y: number, text: string, size = 28, weight = 700, fill = INK) =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${text}</text>`;

const pin = (x: number, y: number, color: string) =>
  `<g transform="translate(${x} ${y})"><path d="M0 0c-22-30-36-48-36-66a36 36 0 0 1 72 0c0 18-14 36-36 66z" fill="${color}" stroke="${PAPER}" stroke-width="5"/><circle cx="0" cy="-66" r="13" fill="${PAPER}"/></g>`;

export function directionsMap() {
  const roads = [
    // 청라커낼로 (east–west) and the cross streets.
    `<rect x="0" y="430" width="${WIDTH}" height="56" fill="${PAPER}"/>`,
    `<rect x="300" y="0" width="48" height="${HEIGHT}" fill="${PAPER}"/>`,
    `<rect x="820" y="0" width="48" height="${HEIGHT}" fill="${PAPER}"/>`,
    `<rect x="0" y="150" width="${WIDTH}" height="36" fill="${PAPER}"/>`,
  ].join("");
  const canal = `<path d="M0 610c200-40 400 30 600 0s400-50 600-10v90c-200-30-400 20-600 40s-400-40-600-20z" fill="${TONES.education.main}" opacity=".55"/>`;
  const blocks = [
    [40, 210, 220, 190],
    [390, 210, 390, 190],
    [910, 210, 250, 190],
    [40, 20, 220, 100],
    [390, 20, 390, 100],
  ]
    .map(
      ([x, y, w, h]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${TONES.brand.light}"/>`,
    )
    .join("");
  const centre = `<rect x="890" y="230" width="240" height="160" rx="16" fill="${TONES.music.light}" stroke="${TONES.music.deep}" stroke-width="5"/>`;
  const station = `<rect x="70" y="520" width="200" height="60" rx="30" fill="${TONES.technical.main}"/>`;
  const route = `<path d="M170 520V458H844V310" fill="none" stroke="${TONES.music.main}" stroke-width="10" stroke-dasharray="22 14" stroke-linecap="round"/>`;
  const body =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${TONES.health.light}"/>` +
    roads +
    canal +
    blocks +
    centre +
    station +
    route +
    pin(1010, 300, TONES.music.main) +
    label(1010, 370, "청라문화플라자 3층", 26) +
    label(170, 559, "청라국제도시역", 24, 700) +
    label(600, 468, "청라커낼로", 24, 600) +
    label(600, 700, "청라 커낼웨이", 22, 500, PAPER) +
    `<g transform="translate(1120 90)"><circle r="40" fill="${PAPER}" stroke="${INK}" stroke-width="3"/><path d="M0-30l12 30h-24z" fill="${INK}"/>${label(0, 28, "N", 20)}</g>`;
  return {
    file: `map-${WIDTH}x${HEIGHT}.svg`,
    width: WIDTH,
    height: HEIGHT,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img"><title>청라 문화교육센터 약도</title>${body}</svg>\n`,
  };
}
