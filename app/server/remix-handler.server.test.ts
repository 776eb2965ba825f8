// The second wall (decision 140): a form handed to Remix has passed the field checks whatever
// path the body gate judged it by. Before, a body the gate let through as an API or webhook
// body reached a page action, whose parser built a sparse array from `interests[1000000]`.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remixRequestHandler } from "./remix-handler.server";

const ATTACK = "email=x%40y.zz&interests%5B1000000%5D=%EC%9D%8C%EC%95%85";

describe("remixRequestHandler", () => {
  let url: string;
  let close: () => void;
  let buildLoads = 0;
  beforeAll(async () => {
    const app = express();
    // As the body gate leaves it for a path it did not read as a page (no form checks).
    app.use((req, res, next) => {
      res.locals.requestBody = Buffer.from(ATTACK);
      next();
    });
    app.all(
      "*",
      remixRequestHandler({
        build: () => {
          buildLoads++;
          return Promise.reject(new Error("the form must not reach Remix"));
        },
        getLoadContext: () => ({ clientAddress: "test", cspNonce: "" }),
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  it("refuses a form with an indexed field name before Remix parses it (400, Korean)", async () => {
    for (const path of ["/register", "/api/webhooks/sanity"]) {
      const response = await fetch(`${url}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "ignored: the handler reads the gate's bytes",
      });
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toMatch(/알 수 없는 입력 항목/);
    }
    expect(buildLoads).toBe(0);
  });
});
