// ESLint: typescript-eslint's recommended rules and React's rules of hooks, on the app, the
// tests, the scripts and the benchmarks (the Studio has its own tooling). Formatting is Prettier's.
import { builtinModules } from "node:module";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const NODE_ONLY_ON_THE_SERVER =
  "Node modules only in *.server.ts(x) under app/: rename this module, or move its Node part into one.";

const NODE_PATHS = builtinModules.map((name) => ({ name, message: NODE_ONLY_ON_THE_SERVER }));
const NODE_PATTERNS = [{ group: ["node:*"], message: NODE_ONLY_ON_THE_SERVER }];

// The class reads of content.server.ts judge recruitment without seat counts; pages show the
// counted ones the composition root makes over this process's records (decision 216).
const CLASSES_WITH_SEATS = {
  name: "~/content/content.server",
  importNames: ["getHomePage", "getPrograms", "getFeaturedPrograms", "getProgram"],
  message:
    "Pages show classes with their seats taken: import getProgramsWithSeats (getHomePageWithSeats, …) from ~/backends/app.server.",
};
const PAGE_FILES = ["app/routes/**/*.{ts,tsx}", "app/root.tsx", "app/server/**/*.{ts,tsx}"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      "public/",
      "studio/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
      "app/content/sanity.types.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      // The rules of hooks. The plugin's other recommended rules (refs, set-state-in-effect, …)
      // check code for the React Compiler, which this React 18 app does not use.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // server.js, the .mjs scripts and the .cjs configs run on Node (TypeScript files get their globals from tsc).
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    languageOptions: {
      globals: Object.fromEntries(
        [
          "console",
          "process",
          "Buffer",
          "URL",
          "setTimeout",
          "clearTimeout",
          "setInterval",
          "clearInterval",
          "module",
        ].map((name) => [name, "readonly"]),
      ),
    },
  },
  {
    // Node only on the server: under app/, a module that imports Node is a `*.server.ts(x)`, which
    // Remix keeps out of the browser (tests beside the code run on Node and may import it too).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { paths: NODE_PATHS, patterns: NODE_PATTERNS }],
    },
  },
  {
    // One rule per file: a later block's no-restricted-imports replaces an earlier one's.
    files: PAGE_FILES,
    ignores: ["app/**/*.server.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [...NODE_PATHS, CLASSES_WITH_SEATS], patterns: NODE_PATTERNS },
      ],
    },
  },
  {
    files: PAGE_FILES.map((glob) => glob.replace("{ts,tsx}", "server.{ts,tsx}")),
    rules: { "no-restricted-imports": ["error", { paths: [CLASSES_WITH_SEATS] }] },
  },
  {
    rules: {
      // The text and header rules refuse control characters on purpose, by their code points.
      "no-control-regex": "off",
      // `_`-prefixed names are deliberately unused (a destructured field left out, a signature kept).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
);
