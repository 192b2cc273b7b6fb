/** Types of ./resident-id.mjs. */
export function residentIdCheckChar(first17: string): string;
export function completeResidentId(first17: string): string;
