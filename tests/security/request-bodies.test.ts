// Decision 080: request bodies are read through one bounded reader before anything parses them.
// Attacks: thousands of repeated fields (Conform's parser is quadratic in repeats: 40,000 `title=`
// blocked the event loop ~10 s), bodies far larger than any form (also chunked, without
// Content-Length) to pages and to the webhook, and a 413 that left keep-alive on while the rest of
// the body was unread (the client's next request on that connection failed).
import { connect, type Socket } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
let clientNumber = 0;
/** Each test request from its own address (TRUST_PROXY=1), so rate limits never hide an answer. */
const client = () => ({
  "X-Forwarded-For": `198.51.${(++clientNumber >> 8) & 255}.${clientNumber & 255}`,
});

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Opens a raw connection to the server (for keep-alive and chunked bodies). */
function open(server: RunningServer): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Reads raw bytes from `socket` until `done(text)` says a whole answer is there, or it closes. */
function readAnswer(
  socket: Socket,
  done: (text: string) => boolean,
  timeoutMs = 5_000,
): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = "";
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.off("data", onData);
      socket.off("close", onClose);
      resolve({ text, closed });
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString("utf8");
      if (done(text)) finish(false);
    };
    const onClose = () => finish(true);
    const timer = setTimeout(() => finish(socket.destroyed), timeoutMs);
    socket.on("data", onData);
    socket.on("close", onClose);
  });
}

const wholeAnswer = (text: string) => {
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const length = /content-length:\s*(\d+)/i.exec(text.slice(0, end));
  return length
    ? Buffer.byteLength(text.slice(end + 4)) >= Number(length[1])
    : /\r\n0\r\n\r\n$/.test(text);
};

describe("request bodies: one bounded reader before any parsing", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({
      env: { TRUST_PROXY: "1", SANITY_WEBHOOK_SECRET: "bodies-secret" },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  // Untimed on purpose (a wall-clock bound fails on a loaded machine, decision 160): the attack's
  // body is never finished, so an answer at all proves the gate refused it before reading or
  // parsing it, and the bystander is answered while the attack is still open.
  it("answers 1 MB of repeated fields before the body is even sent, with Korean and Connection: close, and no other request waits", async () => {
    const megabyte = 1_048_576;
    const socket = await open(server);
    const answer = readAnswer(socket, wholeAnswer, 30_000);
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\n` +
        `X-Forwarded-For: ${client()["X-Forwarded-For"]}\r\n` +
        `Content-Length: ${megabyte}\r\n\r\n` +
        "title=x&".repeat(8_192), // the first 64 KB of 131,072 repeated fields; the rest never comes
    );
    const bystander = await fetch(`${server.url}/healthz`);
    expect(bystander.status).toBe(200);
    const { text, closed } = await answer;
    socket.destroy();
    expect(closed && text === "", "the server answered the unfinished body").toBe(false);
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/connection: close/i);
    expect(text).toContain("보낸 내용이 너무 큽니다");
  });

  it("refuses many repeated fields within the byte cap before the parser sees them", async () => {
    const repeated = "title=x&".repeat(6_000); // 48 KB: under the page cap, 6,000 fields
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { ...FORM, ...client() },
      body: repeated,
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    // The gate's own message: the form's parser and its validation never answer with it.
    expect(text).toContain("입력 항목이 너무 많습니다");
  });

  it("refuses a scalar field sent twice (400, Korean) on every page form", async () => {
    for (const target of ["/contact", "/login", "/apply", "/find-password"]) {
      const response = await fetch(`${server.url}${target}`, {
        method: "POST",
        headers: { ...FORM, ...client() },
        body: "email=a%40example.com&email=b%40example.com",
        redirect: "manual",
      });
      expect(response.status, target).toBe(400);
      expect(await response.text(), target).toMatch(/여러 번/);
    }
  });

  it("refuses nested field names (Conform paths like interests[99999999])", async () => {
    const response = await fetch(`${server.url}/register`, {
      method: "POST",
      headers: { ...FORM, ...client() },
      body: "email=a%40example.com&interests%5B99999999%5D=%EC%9D%8C%EC%95%85",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/[가-힣]/);
  });

  it("keeps the checkbox group that legitimately repeats (interests on /register)", async () => {
    const body = new URLSearchParams([
      ["email", `bodies-${Date.now()}@example.com`],
      ["password", "long-enough-password-1"],
      ["passwordConfirm", "long-enough-password-1"],
      ["name", "김하늘"],
      ["interests", "음악"],
      ["interests", "교육"],
      ["agreeTerms", "on"],
      ["agreePrivacy", "on"],
      ["ageConfirm", "on"],
    ]);
    const response = await fetch(`${server.url}/register`, {
      method: "POST",
      headers: { ...FORM, ...client() },
      body,
      redirect: "manual",
    });
    const text = await response.text();
    expect(response.status).toBeLessThan(500);
    expect(text).not.toMatch(/여러 번/);
    if (response.status >= 300 && response.status < 400) {
      const db = new DatabaseSync(path.join(server.dataDir, "centre.sqlite"), { readOnly: true });
      try {
        const row = db
          .prepare("SELECT interests FROM users WHERE email = ?")
          .get(body.get("email")) as { interests: string };
        expect(JSON.parse(row.interests)).toEqual(["음악", "교육"]);
      } finally {
        db.close();
      }
    } else {
      // The form answered itself (e.g. a consent another change made required): not our refusal.
      expect(response.headers.get("content-type")).toMatch(/html/);
    }
  });

  it("refuses a page body over the cap by its declared length (413, Korean, Connection: close)", async () => {
    const response = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { ...FORM, ...client() },
      body: `message=${"a".repeat(2 * 1024 * 1024)}`,
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/[가-힣]/);
    expect(response.headers.get("connection")).toBe("close");
  });

  it("caps a chunked body without Content-Length: 200 MB to the webhook never grows the server's memory", async () => {
    const before = residentMegabytes(server.child.pid!);
    const socket = await open(server);
    socket.on("error", () => undefined); // the server may close while we are still sending
    socket.write(
      "POST /api/webhooks/sanity HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        "sanity-webhook-signature: t=1,v1=x\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    const answer = readAnswer(socket, wholeAnswer, 30_000);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const header = Buffer.from(`${chunk.length.toString(16)}\r\n`);
    for (let sent = 0; sent < 200 && !socket.destroyed; sent++) {
      const ok = socket.write(Buffer.concat([header, chunk, Buffer.from("\r\n")]));
      if (!ok)
        await new Promise<void>((resolve) => {
          socket.once("drain", resolve);
          socket.once("close", resolve);
        });
    }
    const { text } = await answer;
    socket.destroy();
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text.toLowerCase()).toContain("connection: close");
    expect(residentMegabytes(server.child.pid!) - before).toBeLessThan(64);
  });

  it("closes the connection after a 413, so the client's next request goes on a fresh one and succeeds", async () => {
    const socket = await open(server);
    socket.on("error", () => undefined);
    const body = `{"padding":"${"x".repeat(40 * 1024)}"}`; // over the API's 16 KB, sent whole
    socket.write(
      `POST /api/applications HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    const first = await readAnswer(socket, wholeAnswer);
    expect(first.text).toMatch(/^HTTP\/1\.1 413/);
    expect(first.text.toLowerCase()).toContain("connection: close");
    // A keep-alive client that ignored the header would now send its next request here: the
    // server must not read the unread rest of the body as a request. It has closed instead.
    const after = await readAnswer(socket, () => false, 2_000);
    expect(after.closed || socket.destroyed).toBe(true);
    const next = await fetch(`${server.url}/healthz`);
    expect(next.status).toBe(200);
  });

  it("caps the JSON API (16 KB) and the webhook (64 KB) also when chunked", async () => {
    for (const [target, size] of [
      ["/api/applications", 20 * 1024],
      ["/api/webhooks/sanity", 80 * 1024],
    ] as const) {
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`{"x":"${"y".repeat(size)}"}`));
          controller.close();
        },
      });
      const response = await fetch(`${server.url}${target}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "sanity-webhook-signature": "t=1,v1=x",
          ...client(),
        },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect(response.status, target).toBe(413);
      const answer = (await response.json()) as { message: string };
      expect(answer.message, target).toMatch(/[가-힣]/);
      expect(response.headers.get("connection"), target).toBe("close");
    }
  });
});
