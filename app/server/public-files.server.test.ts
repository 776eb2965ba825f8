import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { NextFunction, Request, Response } from "express";
import { listedPublicFiles, listPublicPaths } from "./public-files.server";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "public-files-"));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  mkdirSync(path.join(dir, "content", "og"), { recursive: true });
  writeFileSync(path.join(dir, "content", "og", "class 7.jpg"), "jpg");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("listPublicPaths", () => {
  it("lists every file and folder under the directory as a URL path", () => {
    expect([...listPublicPaths(dir)].sort()).toEqual([
      "/content",
      "/content/",
      "/content/og",
      "/content/og/",
      "/content/og/class 7.jpg",
      "/favicon.svg",
    ]);
  });
});

describe("listedPublicFiles", () => {
  const run = (method: string, requestPath: string) => {
    const serveStatic = vi.fn();
    const next = vi.fn() as unknown as NextFunction;
    listedPublicFiles(dir, serveStatic)(
      { method, path: requestPath } as Request,
      {} as Response,
      next,
    );
    return { served: serveStatic.mock.calls.length === 1, passedOn: vi.mocked(next).mock.calls };
  };

  it("hands a listed file to the static middleware", () => {
    expect(run("GET", "/favicon.svg")).toEqual({ served: true, passedOn: [] });
    expect(run("HEAD", "/content/og/class 7.jpg").served).toBe(true);
  });

  it("sends a page's path straight on without the static middleware", () => {
    expect(run("GET", "/program/7")).toEqual({ served: false, passedOn: [[]] });
    expect(run("GET", "/").served).toBe(false);
    expect(run("GET", "/Favicon.svg").served).toBe(false);
  });

  it("sends other methods on, as express.static does", () => {
    expect(run("POST", "/favicon.svg")).toEqual({ served: false, passedOn: [[]] });
  });

  it("lets the static middleware judge escaped and dotted paths", () => {
    expect(run("GET", "/content/og/class%207.jpg").served).toBe(true);
    expect(run("GET", "/content/../favicon.svg").served).toBe(true);
  });
});
