import { fileURLToPath } from 'node:url';
import { SAVED_SEARCH_ALERTS, SavedSearchQuerySchema } from '@marketplace/contract';
import { createGenerator, type Definition } from 'ts-json-schema-generator';
import { z } from 'zod';

/**
 * The contract's types that answers are documented with (the routes name them in `config.answers`),
 * and ErrorBody, every 4xx/5xx answer's body. Types they use are generated with them.
 */
export const DOCUMENTED_TYPES = [
  'AdminAccountLedgerDto',
  'AdminAccountReportDto',
  'AdminAdvertDto',
  'AdminCategoryDetailDto',
  'AdminCategoryDto',
  'AdminDisputeListItemDto',
  'AdminImageDto',
  'AdminOfferReviewDto',
  'AdminOrderDisputeDto',
  'AdminPageDto',
  'AdminPagesDto',
  'AdminPayoutsDto',
  'AdminReportedOfferDto',
  'AdminRevenueDto',
  'AdminReviewDisputeDto',
  'AdminUserDto',
  'AdminUserListItemDto',
  'AdvertisementDto',
  'AuditEntry',
  'BalanceDto',
  'BalanceHistoryPage',
  'BasketDto',
  'BuyFeaturesResult',
  'CardSetupDto',
  'ChatMessageDto',
  'ChatUnreadDto',
  'CheckFavouritesDto',
  'CommissionRateDto',
  'ContactSubjectDto',
  'ConversationDto',
  'ConversationsPage',
  'HoldWordDto',
  'CreateOrderResult',
  'CustomFormFieldDto',
  'DashboardDto',
  'DataExportDto',
  'DataExportLinkDto',
  'DataExportsDto',
  'ErrorBody',
  'FavouriteDto',
  'FeaturePrices',
  'GatewayData',
  'HomeDto',
  'ImageDto',
  'NotificationsPageDto',
  'OfferDetailDto',
  'OfferListItemDto',
  'OrderDto',
  'OrdersPage',
  'Pagination',
  'PayoutDto',
  'PayoutsPage',
  'PopularSearchesDto',
  'PriceProposalDto',
  'PriceProposalsDto',
  'ProfileStatsDto',
  'PublicProfileDto',
  'ReconciliationDto',
  'ReviewDto',
  'ReviewsPageDto',
  'SalesChannelDto',
  'SandboxConfirmResult',
  'SandboxPaymentMethod',
  'SavedCard',
  'SavedCards',
  'SearchOffersResultDto',
  'SellerPhoneDto',
  'SessionDto',
  'SignInCodeResult',
  'StaticPageDto',
  'StaticPageGroupDto',
  'SupportConversationDetailDto',
  'SupportInboxDto',
  'ScamRuleDto',
  'ScamRulesDto',
  'BlockedDomainDto',
  'BlockedDomainsDto',
  'UploadedImageDto',
  'UserDto',
] as const;

/**
 * Types the generator cannot read because a property's type is inferred from a zod schema (it
 * parses zod's own generics and fails): their schemas are written here, the zod part from the zod
 * schema itself (its output: what the answer carries).
 */
function zodMadeSchemas(): Record<string, Definition> {
  const string = { type: 'string' } as const;
  const number = { type: 'number' } as const;
  const { $schema: _dialect, ...query } = z.toJSONSchema(SavedSearchQuerySchema, {
    io: 'output',
    unrepresentable: 'any',
  });
  return {
    SavedSearchQuery: query as Definition,
    SavedSearchDto: {
      type: 'object',
      properties: {
        id: number,
        name: string,
        query: { $ref: '#/definitions/SavedSearchQuery' },
        alerts: { type: 'string', enum: [...SAVED_SEARCH_ALERTS] },
        newMatches: number,
        lastViewedAt: string,
        createdAt: string,
      },
      required: ['id', 'name', 'query', 'alerts', 'newMatches', 'lastViewedAt', 'createdAt'],
      additionalProperties: false,
    },
    SavedSearchesDto: {
      type: 'object',
      properties: {
        items: { type: 'array', items: { $ref: '#/definitions/SavedSearchDto' } },
        limit: number,
      },
      required: ['items', 'limit'],
      additionalProperties: false,
    },
  };
}

export type DocumentedType = (typeof DOCUMENTED_TYPES)[number] | 'SavedSearchDto' | 'SavedSearchesDto';

const CONTRACT = fileURLToPath(new URL('../../../../packages/contract/', import.meta.url));

/** A name the document's components may have: `Paginated<OrderDto>` is `PaginatedOrderDto`. */
const componentName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '');

/** Every `$ref` of a generated schema points into the document's components/schemas. */
function toComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponents);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? `#/components/schemas/${componentName(decodeURIComponent(inner.replace('#/definitions/', '')))}`
        : toComponents(inner),
    ]),
  );
}

/** The JSON file's text: `{ schemas: { Name: JSON Schema } }`, sorted by name. */
export function generateDocsSchemas(): string {
  const generator = createGenerator({
    path: `${CONTRACT}src/index.ts`,
    tsconfig: `${CONTRACT}tsconfig.json`,
    expose: 'export',
    topRef: false,
    jsDoc: 'basic',
    skipTypeCheck: true,
    sortProps: true,
  });
  const schemas: Record<string, Definition> = {};
  for (const type of DOCUMENTED_TYPES) {
    const schema = generator.createSchema(type);
    const { definitions = {}, $schema: _dialect, ...root } = schema;
    Object.assign(schemas, definitions, { [type]: root });
  }
  Object.assign(schemas, zodMadeSchemas());
  const sorted = Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [componentName(name), toComponents(schemas[name])]),
  );
  return `${JSON.stringify({ schemas: sorted }, null, 2)}\n`;
}
