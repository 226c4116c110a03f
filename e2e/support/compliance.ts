/** Compliance set-up and checks through the real API: plans, assets with register fields, dashboard counts, PDFs. */
import type { AdminDashboard, Asset, Plan, PlanInput, UserDashboard } from '@harbour/contract';
import { call, type Api } from './api';

export const createPlan = (admin: Api, plan: Partial<PlanInput> & Pick<PlanInput, 'name' | 'rule'>) =>
  call<Plan>(admin, 'POST', '/admin/inspection-plans', plan);

export interface RegisteredAsset {
  name: string;
  type: string;
  location: string;
  assignedTo?: string;
  inServiceOn?: string;
}

export const createRegisteredAsset = (admin: Api, asset: RegisteredAsset) =>
  call<Asset>(admin, 'POST', '/assets', asset);

/** The Overdue and Due soon counts of the caller's dashboard. */
export async function overdueCount(api: Api, area: 'admin' | 'user'): Promise<number> {
  const dashboard = await call<AdminDashboard | UserDashboard>(api, 'GET', `/dashboard/${area}`);
  return dashboard.compliance.overdue;
}

/** A calendar date `days` from today in UTC, the server's ORG_TIME_ZONE in the suite. */
export function dayFromToday(days: number, years = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
