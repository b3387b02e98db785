/**
 * The upstream contract: every call the console makes, with its request and response shapes, record types and
 * enums with zh/en labels. The console's API layer and the mock upstream both import it; the mock publishes it as
 * OpenAPI at /__mock/openapi.json.
 */
import { checkWritesAuthorised, type Endpoint } from './endpoint.ts';
import { EVENTS_ENDPOINTS } from './events.ts';
import { OPLOG_VERIFY } from './history.ts';
import { nameLoggedRecords } from './loggedRecords.ts';
import * as platform from './platform.ts';
import * as payee from './payee.ts';
import { endpointsOf, type ResourceDef, type ResourceEndpoints, resourceEndpoints } from './resource.ts';
import { afterSales } from './resources/afterSales.ts';
import { productClass, selfSelectGoods } from './resources/catalog.ts';
import { goods, goodsReview } from './resources/goods.ts';
import { deliveryChanges, upcomingGoods } from './resources/goodsRequests.ts';
import { ledger, members } from './resources/members.ts';
import { merchants } from './resources/merchants.ts';
import { orders } from './resources/orders.ts';
import { shipImportCheck } from './resources/shipImport.ts';
import { carrierEndpoints } from './resources/carriers.ts';
import { printSheet, recordPrint } from './resources/orderPrints.ts';
import { withdrawals } from './resources/withdrawals.ts';
import { VIEWS_ENDPOINTS } from './resources/views.ts';
import { contentResources } from './resources/content/index.ts';
import { governanceResources } from './resources/governance/index.ts';
import { infoListsResources } from './resources/infoLists/index.ts';
import { infoSettingsResources } from './resources/infoSettings/index.ts';
import { marketingEndpoints, marketingResources } from './resources/marketing/index.ts';
import { membersResources } from './resources/members/index.ts';
import { moneyEndpoints, moneyResources } from './resources/money/index.ts';
import { storesResources } from './resources/stores/index.ts';
import { search } from './resources/search.ts';
import * as settings from './settings.ts';
import * as shell from './shell.ts';
import * as stats from './stats.ts';
import * as homeWork from './homeWork.ts';

export * from './activity.ts';
export * from './endpoint.ts';
export * from './envelope.ts';
export * from './filterParams.ts';
export * from './jobs.ts';
export * from './events.ts';
export * from './history.ts';
export * from './loggedRecords.ts';
export * from './enums.ts';
export * from './i18n.ts';
export * from './list.ts';
export * from './permissionLabels.ts';
export * from './resource.ts';
export * as shell from './shell.ts';
export * as settings from './settings.ts';
export * as platform from './platform.ts';
export * from './routes.ts';
export * from './statusTabs.ts';
export * from './resources/afterSales.ts';
export * from './resources/catalog.ts';
export * from './resources/goods.ts';
export * from './resources/goodsRequests.ts';
export * from './resources/members.ts';
export * from './resources/merchants.ts';
export * from './resources/orders.ts';
export * from './resources/orderRules.ts';
export * from './resources/orderTypes.ts';
export * from './resources/screenSettings.ts';
export * from './resources/withdrawals.ts';

/** Every business resource, by name. Screen issues add theirs here. */
export const RESOURCES = {
  goods,
  goodsReview,
  orders,
  members,
  ledger,
  withdrawals,
  merchants,
  productClass,
  selfSelectGoods,
  afterSales,
  deliveryChanges,
  upcomingGoods,
  ...moneyResources,
  ...membersResources,
  ...storesResources,
  ...marketingResources,
  ...infoSettingsResources,
  ...infoListsResources,
  ...contentResources,
  ...governanceResources,
} satisfies Record<string, ResourceDef>;
export type ResourceName = keyof typeof RESOURCES;
// the log screens name a record's kind by its resource's title: known only now that every resource is
nameLoggedRecords(RESOURCES);

/** The endpoints of each resource (list, get, create, update, remove, actions, batch). */
export const RESOURCE_ENDPOINTS = Object.fromEntries(
  Object.entries(RESOURCES).map(([name, def]) => [name, resourceEndpoints(def)]),
) as Record<ResourceName, ResourceEndpoints>;

/** Every endpoint of the contract, for the mock's router and the OpenAPI document. */
export const ENDPOINTS: Endpoint[] = [
  ...[shell, settings, platform, payee, stats, homeWork].flatMap((mod) => Object.values(mod as Record<string, unknown>).filter(isEndpoint)),
  ...Object.values(marketingEndpoints),
  ...Object.values(moneyEndpoints),
  shipImportCheck,
  ...Object.values(carrierEndpoints),
  recordPrint,
  printSheet,
  ...Object.values(VIEWS_ENDPOINTS),
  search,
  OPLOG_VERIFY,
  ...Object.values(EVENTS_ENDPOINTS),
  ...Object.values(RESOURCE_ENDPOINTS).flatMap(endpointsOf),
];

// every write says who may make it (docs/contract.md, "Who may write"): a load-time error otherwise
checkWritesAuthorised(ENDPOINTS);

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
}
