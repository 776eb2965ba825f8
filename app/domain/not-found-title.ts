/** The not-found page's title (kept apart so page titles do not pull in the error page's code). */
export const NOT_FOUND_TITLE = "페이지를 찾을 수 없습니다";
