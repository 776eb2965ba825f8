// One palette for every picture on the site: warm paper, ink, and one family of tones per
// class category, so thumbnails of a category read as a set and the whole site stays coherent.
export const INK = "#1f2a44";
export const PAPER = "#fdf6ec";

export type Tones = { main: string; deep: string; light: string; backdrop: [string, string] };

export const TONES = {
  music: { main: "#e76f51", deep: "#9c3d2a", light: "#f6c9a8", backdrop: ["#fdf1e4", "#f8d9bf"] },
  education: {
    main: "#2a9d8f",
    deep: "#1d6b63",
    light: "#bfe5df",
    backdrop: ["#eef8f5", "#cde9e3"],
  },
  health: { main: "#7fa86b", deep: "#4d6e3f", light: "#dbe9cf", backdrop: ["#f4f8ee", "#dde9d1"] },
  technical: {
    main: "#e9b949",
    deep: "#8a6412",
    light: "#f7e3ad",
    backdrop: ["#f3f1ea", "#d9dde8"],
  },
  brand: { main: "#264f8c", deep: "#1f2a44", light: "#cfdcf0", backdrop: ["#eef3fa", "#d7e2f3"] },
} satisfies Record<string, Tones>;

export type ToneName = keyof typeof TONES;
