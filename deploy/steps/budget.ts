// The billing budget from deploy/alerts/budget.json and --budget-amount: created when missing,
// and when the amount, the threshold rules or the notification channel differ from what the
// file and flags ask, updated in place (`gcloud billing budgets update`). Decision 215.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Context } from "../lib/context";
import { fill } from "../lib/render";

type Spec = {
  displayName: string;
  amount: string;
  thresholds: number[];
  forecastThreshold: number;
};

/** A budget as `gcloud billing budgets list --format=json` answers it (the API's Budget). */
type Budget = {
  name: string;
  displayName: string;
  amount?: { specifiedAmount?: { units?: string; nanos?: number } };
  thresholdRules?: { thresholdPercent?: number; spendBasis?: string }[];
  notificationsRule?: { monitoringNotificationChannels?: string[] };
};

type Rule = { percent: number; basis: "CURRENT_SPEND" | "FORECASTED_SPEND" };

const ruleKey = (r: Rule) => `${r.basis}:${r.percent}`;

function wantedRules(spec: Spec): Rule[] {
  return [
    ...spec.thresholds.map((percent) => ({ percent, basis: "CURRENT_SPEND" as const })),
    { percent: spec.forecastThreshold, basis: "FORECASTED_SPEND" },
  ];
}

/** `create` takes `--threshold-rule`, `update` `--add-threshold-rule`, in the same form. */
function ruleFlags(rules: Rule[], flag = "--threshold-rule"): string[] {
  return rules.map((r) =>
    r.basis === "FORECASTED_SPEND"
      ? `${flag}=percent=${r.percent},basis=forecasted-spend`
      : `${flag}=percent=${r.percent}`,
  );
}

/** The number in "300000" or "300000KRW". */
const amountOf = (flag: string) => Number(/^\d+(?:\.\d+)?/.exec(flag)?.[0]);

/** The `update` flags for what differs (empty when nothing does). */
export function budgetChanges(
  found: Budget,
  wanted: { amount: string; rules: Rule[]; notify?: string },
): string[] {
  const flags: string[] = [];
  const money = found.amount?.specifiedAmount;
  const has = Number(money?.units ?? 0) + (money?.nanos ?? 0) / 1e9;
  if (has !== amountOf(wanted.amount)) flags.push(`--budget-amount=${wanted.amount}`);
  // A rule without a basis is on current spend (the API's default).
  const hasRules = (found.thresholdRules ?? []).map((r) =>
    ruleKey({
      percent: r.thresholdPercent ?? 0,
      basis: r.spendBasis === "FORECASTED_SPEND" ? "FORECASTED_SPEND" : "CURRENT_SPEND",
    }),
  );
  if (hasRules.sort().join() !== wanted.rules.map(ruleKey).sort().join())
    flags.push("--clear-threshold-rules", ...ruleFlags(wanted.rules, "--add-threshold-rule"));
  const channels = found.notificationsRule?.monitoringNotificationChannels ?? [];
  if (wanted.notify && channels.join() !== wanted.notify)
    flags.push(`--notifications-rule-monitoring-notification-channels=${wanted.notify}`);
  return flags;
}

/** The role on the billing account that may create and update budgets (decision 252). */
export const BUDGET_ROLE = "roles/billing.costsManager";

export function budget(ctx: Context, notify: string | undefined) {
  const { config } = ctx;
  if (config.skipBudget) {
    ctx.say(
      `budget skipped (--skip-budget): someone with ${BUDGET_ROLE} (Billing Account Costs ` +
        "Manager) on the project's billing account runs the deploy without the flag once.",
    );
    return;
  }
  try {
    keepBudget(ctx, notify);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${why}\nThe budget needs billing.budgets.create on the billing account: ${BUDGET_ROLE} ` +
        "(Billing Account Costs Manager) or roles/billing.admin there; a project owner is not " +
        "enough. Everything before it is in place: grant the role, or rerun with --skip-budget.",
      { cause: error },
    );
  }
}

function keepBudget(ctx: Context, notify: string | undefined) {
  const { config } = ctx;
  // User credentials need a quota project for the Budget API: this project (decision 252).
  const sh = {
    query: (tool: string, args: string[]) =>
      ctx.sh.query(tool, [...args, `--billing-project=${config.project}`]),
    change: (tool: string, args: string[]) =>
      ctx.sh.change(tool, [...args, `--billing-project=${config.project}`]),
  };
  const text = readFileSync(path.join(ctx.root, "deploy/alerts/budget.json"), "utf8");
  const spec = JSON.parse(fill(text, { SERVICE: config.service })) as Spec;
  const amount = config.budgetAmount ?? spec.amount;
  const rules = wantedRules(spec);
  const account = sh.query("gcloud", [
    "billing",
    "projects",
    "describe",
    config.project,
    "--format=value(billingAccountName)",
  ]);
  const billing = account?.split("/").at(-1) ?? "<billing account>";
  const listed = sh.query("gcloud", [
    "billing",
    "budgets",
    "list",
    `--billing-account=${billing}`,
    "--format=json",
  ]);
  const found = (listed ? (JSON.parse(listed) as Budget[]) : []).find(
    (b) => b.displayName === spec.displayName,
  );
  if (found) {
    const flags = budgetChanges(found, { amount, rules, notify });
    if (flags.length)
      sh.change("gcloud", [
        "billing",
        "budgets",
        "update",
        found.name.split("/").at(-1)!,
        `--billing-account=${billing}`,
        ...flags,
      ]);
    return;
  }
  sh.change("gcloud", [
    "billing",
    "budgets",
    "create",
    `--billing-account=${billing}`,
    `--display-name=${spec.displayName}`,
    `--budget-amount=${amount}`,
    `--filter-projects=projects/${config.project}`,
    ...ruleFlags(rules),
    ...(notify ? [`--notifications-rule-monitoring-notification-channels=${notify}`] : []),
  ]);
}
