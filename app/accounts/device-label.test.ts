import { describe, expect, it } from "vitest";
import { deviceLabel, UNKNOWN_DEVICE } from "~/accounts/device-label";

describe("device label", () => {
  it("names the browser and system of common User-Agents", () => {
    const cases: Array<[string, string]> = [
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
        "Chrome · Windows",
      ],
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
        "Edge · Windows",
      ],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
        "Safari · iPhone",
      ],
      [
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15",
        "Safari · macOS",
      ],
      [
        "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
        "삼성 인터넷 · Android",
      ],
      [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Whale/3.28.266.14 Safari/537.36",
        "네이버 웨일 · Windows",
      ],
      [
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36;KAKAOTALK 2410230",
        "카카오톡 · Android",
      ],
      [
        "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
        "Firefox · Linux",
      ],
      [
        "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
        "Chrome · iPad",
      ],
    ];
    for (const [ua, label] of cases) expect(deviceLabel(ua), ua).toBe(label);
  });

  it("says 'unknown device' when nothing is recognised", () => {
    expect(deviceLabel(null)).toBe(UNKNOWN_DEVICE);
    expect(deviceLabel("curl/8.5.0")).toBe(UNKNOWN_DEVICE);
  });
});
