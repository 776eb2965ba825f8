// Liveness at /healthz/live: the same answer as /healthz (decision 091).
export { loader } from "./healthz";
