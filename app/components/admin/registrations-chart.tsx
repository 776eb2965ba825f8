// Monthly registrations as an SVG bar chart. The picture is for sighted users; screen readers get
// the same numbers as a table (the SVG is hidden from them), so nothing is said twice.
import type { MonthCount } from "~/domain/statistics";

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 20, right: 8, bottom: 32, left: 36 };

/** Round axis maximum: 1, 2, 5, 10, 20, 50, … at or above the largest bar. */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

export function RegistrationsChart({ months }: { months: MonthCount[] }) {
  const max = niceMax(Math.max(0, ...months.map((m) => m.count)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / months.length;
  const barW = Math.min(36, slot * 0.6);
  const ticks = [0, max / 2, max].filter(
    (t, i, all) => Number.isInteger(t) && all.indexOf(t) === i,
  );
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 font-semibold text-brand-900" id="registrations-caption">
        월별 가입자 수 (최근 12개월)
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        {ticks.map((tick) => {
          const y = PAD.top + plotH - (tick / max) * plotH;
          return (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="#e2e8f0" />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize="11" fill="#56605e">
                {tick}
              </text>
            </g>
          );
        })}
        {months.map((m, i) => {
          const h = (m.count / max) * plotH;
          const x = PAD.left + slot * i + (slot - barW) / 2;
          const y = PAD.top + plotH - h;
          return (
            <g key={m.month}>
              <rect x={x} y={y} width={barW} height={h} rx="3" fill="#2a7f78">
                <title>{`${m.label}: ${m.count}명`}</title>
              </rect>
              {m.count > 0 ? (
                <text x={x + barW / 2} y={y - 4} textAnchor="middle" fontSize="11" fill="#1b5350">
                  {m.count}
                </text>
              ) : null}
              <text
                x={x + barW / 2}
                y={HEIGHT - PAD.bottom + 16}
                textAnchor="middle"
                fontSize="11"
                fill="#56605e"
              >
                {m.shortLabel}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only" aria-labelledby="registrations-caption">
        <thead>
          <tr>
            <th scope="col">월</th>
            <th scope="col">가입자 수</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.label}</th>
              <td>{m.count}명</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
