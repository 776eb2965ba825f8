// Applying after a class's cancel deadline (decision 200): the class page, the dialog's catalogue
// and /apply (which shows the catalogue) warn that the application cannot be cancelled online;
// before the deadline, and for a closed class, they say nothing of it. The bundled dataset has no
// deadlines, so class 7 is given one here, on top of the real content.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { ProgramSummary } from "~/content/types";

const dataDir = mkdtempSync(path.join(tmpdir(), "late-application-"));
process.env.DATA_DIR = dataDir;
delete process.env.FIREBASE_PROJECT_ID;

/** The cancel cut-off each class is given (by class id); absent: the content's own (none). */
const cutOffs = new Map<number, string>([
  [7, "2020-01-31"], // long gone
  [5, "2020-01-31"], // class 5 is closed: nothing to apply for, nothing to warn
  [8, "2999-12-31"], // still far ahead
]);
const withCutOff = <T extends Pick<ProgramSummary, "id" | "recruitment">>(program: T): T =>
  cutOffs.has(program.id)
    ? { ...program, recruitment: { ...program.recruitment, cancelUntil: cutOffs.get(program.id)! } }
    : program;

vi.mock("~/content/content.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/content/content.server")>();
  return {
    ...real,
    getPrograms: async () => (await real.getPrograms()).map(withCutOff),
    getProgram: async (...args: Parameters<typeof real.getProgram>) => {
      const program = await real.getProgram(...args);
      return program ? withCutOff(program) : null;
    },
  };
});

const programRoute = await import("~/routes/program.$id");
const catalogueRoute = await import("~/routes/resources.application-catalogue");
const applyRoute = await import("~/routes/apply");
const api = await import("~/routes/api.applications");
const { closeSqlite } = await import("~/backends/backends.server");

const { mailSenderIdle } = await import("~/jobs/mail-sender.server");

afterAll(async () => {
  await mailSenderIdle();
  closeSqlite();
  rmSync(dataDir, { recursive: true, force: true });
});

const WARNING =
  /^취소 마감일\(\d+월 \d+일\)이 지나, 지금 신청하시면 온라인으로는 취소할 수 없습니다\./;

async function classPage(id: number) {
  return (await programRoute.loader({
    params: { id: String(id) },
    request: new Request(`http://localhost/program/${id}`),
    context: { clientAddress: "192.0.2.1", cspNonce: "" },
  })) as { lateNote: string | null; program: { isClosed: boolean } };
}

async function catalogue() {
  const response = await catalogueRoute.loader();
  return ((await response.json()) as { programs: { id: number; lateNote: string | null }[] })
    .programs;
}

describe("applying after the cancel deadline", () => {
  it("warns on the class page, in the dialog's catalogue and on /apply once the deadline has passed", async () => {
    const page = await classPage(7);
    expect(page.program.isClosed).toBe(false);
    expect(page.lateNote).toMatch(WARNING);
    expect(page.lateNote).toContain("1월 31일");
    expect((await classPage(8)).lateNote).toBeNull();
    expect((await classPage(5)).lateNote).toBeNull();

    const programs = await catalogue();
    expect(programs.find((p) => p.id === 7)!.lateNote).toMatch(WARNING);
    expect(programs.find((p) => p.id === 8)!.lateNote).toBeNull();
    expect(programs.find((p) => p.id === 5)!.lateNote).toBeNull();

    const apply = (
      await applyRoute.loader({
        params: {},
        request: new Request("http://localhost/apply?program=7"),
        context: { clientAddress: "192.0.2.1", cspNonce: "" },
      })
    ).data;
    expect(apply.catalogue.find((p) => p.id === 7)!.lateNote).toMatch(WARNING);
  });

  it("states 개강일 and 취소 마감 on the receipts after applying, with the warning when late", async () => {
    const programs = await catalogue();
    expect(programs.find((p) => p.id === 7)).toMatchObject({ termsLine: "취소 마감 1월 31일" });
    expect(programs.find((p) => p.id === 8)).toMatchObject({ termsLine: "취소 마감 12월 31일" });
    expect(programs.find((p) => p.id === 9)).toMatchObject({ termsLine: null });

    const response = (await api.action({
      request: new Request("http://localhost/api/applications", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "늦은신청", phone: "010-3030-4040", programId: 7 }),
      }),
      context: { clientAddress: "192.0.2.9", cspNonce: "" },
      params: {},
    })) as Response;
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const page = (
      await applyRoute.loader({
        params: {},
        request: new Request(`http://localhost/apply?received=${id}`),
        context: { clientAddress: "192.0.2.9", cspNonce: "" },
      })
    ).data;
    expect(page.receipt!.termsLine).toBe("취소 마감 1월 31일");
    expect(page.receipt!.lateNote).toMatch(WARNING);
  });
});
