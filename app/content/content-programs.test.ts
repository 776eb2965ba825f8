// The classes against the bundled dataset (the embedded default), checking real values: every
// class's summary and facts, details, link previews, and the featured list.
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { classFacts } from "~/domain/class-facts";
import { RECRUITMENT_CLOSED_MARKER } from "~/domain/program";
import {
  block,
  bundledContent,
  EXPECTED_CATEGORIES,
  EXPECTED_IDS,
  programSummary,
  publicFile,
} from "../../tests/support/content-shapes";
import type { ProgramSummary } from "./types";

const content = bundledContent();

describe("getPrograms", () => {
  let programs: ProgramSummary[];
  beforeAll(async () => {
    programs = await content().getPrograms();
  });

  it("lists every class by id, ids 1–14 and 16–19", () => {
    expect(programs.map((p) => p.id)).toEqual(EXPECTED_IDS);
    for (const p of programs) programSummary.parse(p);
  });

  it("keeps the categories of requirements §1 and the music list", () => {
    for (const [id, category] of Object.entries(EXPECTED_CATEGORIES)) {
      expect(programs.find((p) => p.id === Number(id))?.category).toBe(category);
    }
    expect(programs.filter((p) => p.category === "music")).toHaveLength(12);
    expect(programs.filter((p) => p.category === "education").map((p) => p.id)).toEqual([9, 14]);
    expect(programs.filter((p) => p.category === "health").map((p) => p.id)).toEqual([1, 17, 19]);
    expect(programs.filter((p) => p.category === "technical").map((p) => p.id)).toEqual([16]);
  });

  it("places classes in Cheongna except 17 and 18, which name their venue", () => {
    for (const p of programs) {
      if (p.id === 17 || p.id === 18) expect(p.location).not.toBe("인천 청라동");
      else expect(p.location).toBe("인천 청라동");
    }
  });

  it("closes 5 and 11 by their recruitment status (with a capacity), never by the old schedule marker", () => {
    expect(
      programs
        .filter((p) => p.isClosed)
        .map((p) => [p.id, p.recruitment.status, p.recruitment.capacity]),
    ).toEqual([
      [5, "closed", 10],
      [11, "closed", 8],
    ]);
    for (const p of programs) {
      expect(p.schedule).not.toContain(RECRUITMENT_CLOSED_MARKER);
      expect(p.isClosed).toBe(p.recruitment.isClosed);
    }
  });

  it("points every picture at a file that exists in public/", () => {
    for (const p of programs) expect(existsSync(publicFile(p.image.src)), p.image.src).toBe(true);
  });

  it("states its facts in fields, and its text keeps to the description (decision 244)", async () => {
    const physio = programs.find((p) => p.id === 17)!;
    expect(classFacts(physio).map((f) => `${f.label}: ${f.value}`)).toEqual([
      "수강 기간: 2027년 3월 5일(금) ~ 6월 25일(금)",
      "요일·시간: 매주 금 10:00–11:30",
      "대상: 어르신 (가족을 돌보는 보호자도 함께)",
      "인원: 정원 12명",
      "접수 기간: 상시 접수",
      "장소: 청라 튼튼재활센터 2층 운동치료실",
    ]);
    expect(programs.find((p) => p.id === 1)!.recruitment.capacity).toBe(8);
    expect(programs.find((p) => p.id === 16)!.schedule).toBe("매주 월·수 19:00–21:00 (8주 과정)");
    // A class's body never restates a fact the fields hold (정원, 기간, 대상, 장소).
    for (const p of programs) {
      const detail = await content().getProgram(p.id);
      const body = JSON.stringify(detail?.body ?? []);
      for (const fact of ["정원", "상시 모집", "초등 3학년", "초등 고학년", "모두 찼습니다"])
        expect(body, `${p.id}: ${fact}`).not.toContain(fact);
    }
  });
});

describe("getProgram", () => {
  it("gives the detail of a class with bullets, detail image and body", async () => {
    const program = await content().getProgram(16);
    expect(program?.title).toContain("전기이론");
    expect(program?.details.length).toBeGreaterThanOrEqual(3);
    expect(program?.detailImage?.src).toMatch(/-detail-1200x800\.svg$/);
    expect(program?.body.length).toBeGreaterThan(0);
    z.array(block).parse(program?.body);
  });

  it("gives every class a link-preview JPEG that exists in public/, drawn from its detail picture", async () => {
    for (const id of EXPECTED_IDS) {
      const program = await content().getProgram(id);
      expect(program?.ogImage, `class ${id}`).toMatchObject({ width: 1200, height: 630 });
      expect(program!.ogImage!.src).toMatch(/^\/content\/og\/[a-z0-9-]+-detail-1200x630\.jpg$/);
      expect(existsSync(publicFile(program!.ogImage!.src)), program!.ogImage!.src).toBe(true);
      expect(program!.ogImage!.alt).toMatch(/[가-힣]/);
    }
  });

  it("has detail bullets exactly on 16, 17 and 18", async () => {
    const withBullets: number[] = [];
    for (const id of EXPECTED_IDS) {
      const program = await content().getProgram(id);
      expect(program, `class ${id}`).not.toBeNull();
      if (program!.details.length > 0) withBullets.push(id);
    }
    expect(withBullets).toEqual([16, 17, 18]);
  });

  it("answers null for an unknown or malformed id", async () => {
    expect(await content().getProgram(15)).toBeNull();
    expect(await content().getProgram(999)).toBeNull();
    expect(await content().getProgram(Number.NaN)).toBeNull();
    expect(await content().getProgram(-1)).toBeNull();
  });
});

describe("getFeaturedPrograms", () => {
  it("lists only featured classes", async () => {
    const featured = await content().getFeaturedPrograms();
    expect(featured.length).toBeGreaterThanOrEqual(4);
    for (const p of featured) expect(p.isFeatured).toBe(true);
  });
});
