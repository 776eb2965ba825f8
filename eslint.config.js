// ESLint: typescript-eslint's recommended rules and React's rules of hooks, on the app, the
// tests, the scripts and the benchmarks (the Studio has its own tooling). Formatting is Prettier's.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
