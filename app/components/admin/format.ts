// Numbers on the admin screens (dates go through domain/seoul-time.ts).
export const count = (n: number) => n.toLocaleString("ko-KR");
