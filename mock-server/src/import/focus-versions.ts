/**
 * The cost and usage columns of each FOCUS release, from the specification's column definitions
 * per release: what a file of each version holds. The importer maps columns by name (mapping.ts);
 * these sets make the samples its tests and `scripts/focus-sample.ts` write.
 */

/** FOCUS 1.0 (June 2024): its 43 columns. */
const V1_0 = [
  'AvailabilityZone',
  'BilledCost',
  'BillingAccountId',
  'BillingAccountName',
  'BillingCurrency',
  'BillingPeriodEnd',
  'BillingPeriodStart',
  'ChargeCategory',
  'ChargeClass',
  'ChargeDescription',
  'ChargeFrequency',
  'ChargePeriodEnd',
  'ChargePeriodStart',
  'CommitmentDiscountCategory',
  'CommitmentDiscountId',
  'CommitmentDiscountName',
  'CommitmentDiscountStatus',
  'CommitmentDiscountType',
  'ConsumedQuantity',
  'ConsumedUnit',
  'ContractedCost',
  'ContractedUnitPrice',
  'EffectiveCost',
  'InvoiceIssuerName',
  'ListCost',
  'ListUnitPrice',
  'PricingCategory',
  'PricingQuantity',
  'PricingUnit',
  'ProviderName',
  'PublisherName',
  'RegionId',
  'RegionName',
  'ResourceId',
  'ResourceName',
  'ResourceType',
  'ServiceCategory',
  'ServiceName',
  'SkuId',
  'SkuPriceId',
  'SubAccountId',
  'SubAccountName',
  'Tags',
];
const sorted = (columns: string[]) => [...columns].sort();
/** FOCUS 1.1 (November 2024) adds capacity reservations, commitment quantities, SKU meters and details. */
const V1_1 = sorted([
  ...V1_0,
  'CapacityReservationId',
  'CapacityReservationStatus',
  'CommitmentDiscountQuantity',
  'CommitmentDiscountUnit',
  'ServiceSubcategory',
  'SkuMeter',
  'SkuPriceDetails',
]);
/** FOCUS 1.2 (May 2025) adds the pricing currency, invoice id and account types: 57 columns. */
const V1_2 = sorted([
  ...V1_1,
  'BillingAccountType',
  'InvoiceId',
  'PricingCurrency',
  'PricingCurrencyContractedUnitPrice',
  'PricingCurrencyEffectiveCost',
  'PricingCurrencyListUnitPrice',
  'SubAccountType',
]);
/**
 * FOCUS 1.3 adds ServiceProviderName and HostProviderName (ProviderName and PublisherName stay,
 * deprecated), split cost allocation and ContractApplied: 65 columns.
 */
const V1_3 = sorted([
  ...V1_2,
  'AllocatedMethodDetails',
  'AllocatedMethodId',
  'AllocatedResourceId',
  'AllocatedResourceName',
  'AllocatedTags',
  'ContractApplied',
  'HostProviderName',
  'ServiceProviderName',
]);
/** FOCUS 1.4 drops ProviderName and PublisherName, adds CommitmentProgramEligibilityDetails and InvoiceDetailId. */
const V1_4 = sorted([
  ...V1_3.filter((c) => c !== 'ProviderName' && c !== 'PublisherName'),
  'CommitmentProgramEligibilityDetails',
  'InvoiceDetailId',
]);

export const FOCUS_VERSIONS = { '1.0': V1_0, '1.1': V1_1, '1.2': V1_2, '1.3': V1_3, '1.4': V1_4 } as const;
export type FocusVersion = keyof typeof FOCUS_VERSIONS;

/**
 * The columns of Azure Cost Management's FOCUS 1.0 export, in its order (46): FOCUS 1.0's, the two
 * account types Azure writes ahead of FOCUS 1.2, and its resource group.
 */
export const AZURE_FOCUS_COLUMNS = sorted([
  ...V1_0,
  'BillingAccountType',
  'SubAccountType',
  'x_ResourceGroupName',
]);
