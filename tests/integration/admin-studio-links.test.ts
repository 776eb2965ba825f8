// The admin dashboard sends staff to the Studio for what is edited there (issue 46 §6) when the
// site knows the Studio's address (SANITY_STUDIO_URL); without it the section is not shown
// (tests/integration/class-roster.test.ts's server has no address).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/built-server";
import { startUpAdminEnv } from "../support/built-server-hooks";
import { FormClient } from "../support/form-client";
import { adminWithForms } from "../support/second-factor";

const ADMIN_EMAIL = "studio-admin@example.com";
const PASSWORD = "correct-horse-42";
const STUDIO = "https://cheongna.sanity.studio";

let server: RunningServer;
let admin: FormClient;

beforeAll(async () => {
  server = await startBuiltServer({
    env: {
      ...startUpAdminEnv({ email: ADMIN_EMAIL, password: PASSWORD }),
      SANITY_STUDIO_URL: `${STUDIO}/`,
    },
  });
  admin = new FormClient(server.url);
  await adminWithForms(admin, { email: ADMIN_EMAIL, password: PASSWORD });
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

describe("the dashboard's Studio links", () => {
  it("links the classes, notices, pages and settings in the Studio and says what is changed there", async () => {
    const page = await admin.get("/admin");
    expect(page.status).toBe(200);
    expect(page.text).toContain("스튜디오에서 편집하는 내용");
    for (const path of ["program-order", "notice", "page", "siteSettings"])
      expect(page.text).toContain(`href="${STUDIO}/structure/${path}"`);
    expect(page.text).toContain("개강일·종강일·요일, 정원, 모집 기간");
  });

  it("are not shown to a visitor", async () => {
    const visitor = await new FormClient(server.url).get("/admin");
    expect(visitor.status).toBe(302);
    expect(visitor.text).not.toContain(STUDIO);
  });
});
