// This process's accounts service and administrators' second factors, as the modules here and
// the routes use them. The composition root (app/backends/app.server.ts) builds them over the
// identity backend, session store and records app/backends/backends.server.ts chose, and hands
// them in.
import type { SecondFactorService } from "~/accounts/second-factor.server";
import type { AccountsService } from "~/accounts/service.server";
import { port } from "~/port";

export const getAccountsService = port<AccountsService>("the accounts service");

export const getSecondFactorService = port<SecondFactorService>("the second factors");
