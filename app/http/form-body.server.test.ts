import { describe, expect, it } from "vitest";
import { acceptsFormBody } from "./form-body.server";

describe("form body guard", () => {
  it("lets reads and JSON APIs through", () => {
    expect(acceptsFormBody("GET", "/contact", undefined)).toBe(true);
    expect(acceptsFormBody("POST", "/api/applications", "application/json")).toBe(true);
  });
  it("lets urlencoded form posts reach page actions", () => {
    expect(acceptsFormBody("POST", "/contact", "application/x-www-form-urlencoded")).toBe(true);
    expect(
      acceptsFormBody("POST", "/login.data", "application/x-www-form-urlencoded;charset=UTF-8"),
    ).toBe(true);
  });
  it("refuses anything else a page action could not read", () => {
    expect(acceptsFormBody("POST", "/contact", "application/json")).toBe(false);
    expect(acceptsFormBody("POST", "/contact", "multipart/form-data; boundary=x")).toBe(false);
    expect(acceptsFormBody("POST", "/contact", undefined)).toBe(false);
    expect(acceptsFormBody("DELETE", "/mypage", "text/plain")).toBe(false);
  });
});
