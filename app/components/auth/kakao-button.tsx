// "카카오로 시작하기": a POST to /auth/kakao, which redirects to Kakao (shown only when configured).
import { Form } from "@remix-run/react";

export function KakaoButton({
  redirectTo,
  label = "카카오로 시작하기",
}: {
  redirectTo: string;
  label?: string;
}) {
  return (
    <Form method="post" action="/auth/kakao" reloadDocument>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-[#FEE500] px-4 py-3 text-sm font-semibold text-[#191919] hover:brightness-95"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path
            fill="#191919"
            d="M12 3C6.5 3 2 6.6 2 11c0 2.8 1.9 5.3 4.7 6.7l-1 3.7c-.1.3.3.6.6.4l4.4-2.9c.4 0 .9.1 1.3.1 5.5 0 10-3.6 10-8s-4.5-8-10-8z"
          />
        </svg>
        {label}
      </button>
    </Form>
  );
}
