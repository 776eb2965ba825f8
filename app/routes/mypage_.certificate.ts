// GET /mypage/certificate?application=<id>: the signed-in member's 수료증 as a PDF (issue 46 §3,
// decision 261). The guard is the loader's first line; the use case checks the application is
// the member's own, seated, and reached its class's 수료 기준 (else a Korean 404 or 403).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { certificateDeps, requireUser } from "~/backends/app.server";
import { contentDisposition } from "~/domain/csv";
import { memberCertificate } from "~/services/certificate/certificate.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const applicationId = new URL(request.url).searchParams.get("application");
  const { pdf, fileName } = await memberCertificate(user.uid, applicationId, certificateDeps());
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(fileName, "certificate.pdf"),
      "Cache-Control": "private, no-store",
    },
  });
}
