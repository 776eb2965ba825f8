// autocannon ships no types; the benchmark uses its documented programmatic API.
declare module "autocannon";
