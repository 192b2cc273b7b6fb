/** Types of ./policy.mjs (plain ESM JavaScript, run by scripts/portal-server.mjs without a build). */
export const CLIENT_ADDRESS_HEADER: string;
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string;
export function methodRefusal(method: string, pathname: string): null | { status: 405; allow: string };
export function isApiPath(pathname: string): boolean;
export const CONSOLE_API_PREFIX: string;
export const UPLOAD_PATH: string;
export const UPLOAD_BODY_LIMIT: number;
export const BODY_LIMITS: [string, number][];
export function bodyLimitFor(pathname: string): number;
export function frameOriginsFromEnv(env: Record<string, string | undefined>): string[];
export function extractInstructionRuntimes(source: string): string[];
export const FRAMEWORK_SCRIPT_SOURCES: { react: string[]; nextIcons: string };
export function frameworkInlineScripts(readSource: (specifier: string) => string): string[];
export function allowedScriptHashes(html: string | Uint8Array, options?: { known?: readonly string[]; onRefused?: (hash: string) => void }): string[];
export function contentSecurityPolicy(opts?: { scriptHashes?: string[]; frameOrigins?: string[]; https?: boolean }): string;
export const HSTS: string;
export function baseSecurityHeaders(env: Record<string, string | undefined>): Record<string, string>;
